import { reopenLines } from '../../../../src/core/ticks/verdict/reopen.js';
import {
  evaluateTick,
  type EngineInputs,
  type VerdictContext,
} from '../../../../src/core/ticks/verdict/verdict.js';
import type { Receipt } from '../../../../src/core/ticks/verdict/receipt.js';
import { aBoundGround, aTick, SHA_A } from '../../../../test-support/builders.js';

const NOW = Date.parse('2026-06-01T12:00:00Z') / 1000;
const ctx: VerdictContext = {
  stalenessSha: null,
  selected: null,
  nowSeconds: NOW,
  windowSeconds: 7n * 86400n,
  attest: null,
};

function inputs(receipts: Receipt[]): EngineInputs {
  return {
    receiptsFor: (ref) => receipts.filter((r) => r.test === ref),
    triggeredSince: () => false,
  };
}

const receipt = (test: string, result: Receipt['result']): Receipt => ({
  test,
  platform: 'linux-ci',
  commit: SHA_A,
  ran_at: '2026-06-01T11:00:00Z',
  result,
});

describe('reopen', () => {
  test('decision, observe, tags, then every ground in order with its label', () => {
    const tick = aTick({ authority: 'user-ruled', jurisdiction: 'B', round_id: 'R7' });
    const ref = tick.grounds[0]?.check?.ref as string;
    const lines = reopenLines(evaluateTick('f', tick, inputs([receipt(ref, 'red')]), ctx));
    expect(lines).toEqual([
      'decision 638c47b0c9dd: "restore-safety counter DB-backed; reject Redis"',
      'observe: "multi-pod restore-safety counter — chat-room R2289→R2290"',
      'authority: user-ruled',
      'jurisdiction: B',
      'round_id: R7',
      `  [chosen] "Argus introduces no Redis; multi-pod coord via existing DB" — test "${ref}" frozen@${SHA_A.slice(0, 8)} now: red`,
      '  [chosen] "team still wants 0-Redis posture" — person "Q3 infra review"',
      '  [rejected:Redis] "Redis would add a new infra dependency"',
    ]);
  });

  test('an empty observe has no line; a C/D tick shows the unlocked label, never memo', () => {
    const tick = aTick({ observe: '', jurisdiction: 'D', grounds: [aBoundGround()] });
    const lines = reopenLines(evaluateTick('f', tick, inputs([]), ctx));
    expect(lines.slice(1, 4)).toEqual([
      'authority: user-ruled',
      'jurisdiction: D',
      'round_id: R2290',
    ]);
    expect(lines[4]).toMatch(/ now: not-run$/);
    expect(lines.join('\n')).not.toContain('memo');
  });

  test('no missing-platform list or stale reason, and claims and refs debug-quoted', () => {
    const tick = aTick({
      grounds: [
        aBoundGround({ claim: 'tab\there' }, { ref: 'pytest "q"', verified_at_sha: SHA_A }),
      ],
    });
    const stale = reopenLines(
      evaluateTick('f', tick, inputs([]), { ...ctx, stalenessSha: 'f'.repeat(40) }),
    );
    expect(stale.at(-1)).toBe(
      `  [chosen] "tab\\there" — test "pytest \\"q\\"" frozen@d308afac now: stale`,
    );
  });

  test('the printed id is the id field', () => {
    const tick = aTick({ id: 'field-id' });
    expect(reopenLines(evaluateTick('file-name', tick, inputs([]), ctx))[0]).toMatch(
      /^decision field-id: /,
    );
  });
});
