import {
  renderAllClear,
  renderComment,
  renderCommentBody,
} from '../../../src/render/ticks/comment.js';
import {
  COMMENT_BODY_LIMIT,
  DEFAULT_CHECK_NAME,
  commentKey,
  commentMarker,
  commentNeedsUpdate,
  isEvolvingComment,
  readCommentState,
} from '../../../src/render/comment.js';
import { buildReport, type Report } from '../../../src/render/ticks/report.js';
import type { Tick } from '../../../src/core/ticks/tick.js';
import type { Label } from '../../../src/core/ticks/verdict/verdict.js';
import {
  aBoundGround,
  aMemoTick,
  aReportInput,
  aRunOutput,
  aTick,
  aTickVerdict,
} from '../../../test-support/builders.js';
import { HOSTILE_TEXTS, hugeText } from '../../../test-support/hostile-text.js';
import {
  allNodes,
  nodesOfType,
  parseMarkdown,
  type MdNode,
} from '../../../test-support/markdown-ast.js';
import { planTicksComment } from '../../../test-support/surfaces.js';

/** The ids a comment showed as resurfaced, as the next run reads them ([] when not ours). */
const resurfacedIds = (body: string): string[] => readCommentState(body)?.resurfaced ?? [];
const KEY = commentKey('.');

function twoDecisionReport(): Report {
  return buildReport(
    aReportInput({
      verdicts: [aTickVerdict(aTick(), { 0: 'red' }), aTickVerdict(aMemoTick(), { 0: 'stale' })],
      runs: [aRunOutput()],
      changedFiles: { files: ['pyproject.toml', 'README.md'], capped: false },
    }),
  );
}

const greenReport = () => buildReport(aReportInput());

/** Text nodes outside code: where GitHub would look for mentions and references. */
function proseText(root: MdNode): string {
  return allNodes(root)
    .filter((n) => n.type === 'text')
    .map((n) => n.value ?? '')
    .join('\n');
}

const OUR_HTML =
  /^(<!-- evolving-action:[^\n]* -->|<!-- evolving-action-state [^\n]* -->|<br>|<sub>|<\/sub>|<details><summary>[^<>]*<\/summary>|<\/details>|<code>|<\/code>)$/;

describe('markers', () => {
  test('one comment per ledger: the key is the normalised working directory', () => {
    expect(commentKey('')).toBe('.');
    expect(commentKey('./')).toBe('.');
    expect(commentKey('services/api/')).toBe('services/api');
    expect(commentMarker(commentKey('services/api'))).toBe('<!-- evolving-action:services/api -->');
    expect(commentKey('my-service')).toBe('my-service');
    expect(commentKey('sp ace')).toBe('sp%20ace');
    expect(commentMarker(commentKey('sp ace'))).toBe('<!-- evolving-action:sp%20ace -->');
  });

  test('one comment per ledger and check name; the default check name keeps the old marker', () => {
    // Comments posted before check names were part of the key are still found.
    expect(commentMarker(commentKey('.', 'evolving'))).toBe('<!-- evolving-action:. -->');
    expect(commentKey('services/api', DEFAULT_CHECK_NAME)).toBe(commentKey('services/api'));
    expect(commentMarker(commentKey('.', 'lint'))).toBe('<!-- evolving-action:.//lint -->');
    expect(commentMarker(commentKey('services/api', 'evolving (mac)'))).toBe(
      '<!-- evolving-action:services/api//evolving%20%28mac%29 -->',
    );
    const keys = [
      commentKey('.'),
      commentKey('.', 'lint'),
      commentKey('.', 'Lint'),
      commentKey('lint'),
      commentKey('a', 'b/c'),
      commentKey('a/b', 'c'),
      commentKey('a', '/b'),
    ];
    expect(new Set(keys.map(commentMarker)).size).toBe(keys.length);
    const body = renderComment(twoDecisionReport(), { key: commentKey('.', 'lint') });
    expect(isEvolvingComment(body, commentKey('.', 'lint'))).toBe(true);
    expect(isEvolvingComment(body, commentKey('.'))).toBe(false);
  });

  test('a hostile check name cannot end or open an HTML comment', () => {
    for (const name of ['a--b', 'x -->', 'end-', '<!--', '--', 'a//b']) {
      const inner = commentMarker(commentKey('.', name)).slice('<!-- '.length, -' -->'.length);
      expect(inner).not.toMatch(/--|[<> ]/);
      expect(inner.endsWith('-')).toBe(false);
    }
  });

  test('the footer names the check when it is not the default', () => {
    const lastLine = (body: string) => body.trimEnd().split('\n').at(-1);
    expect(lastLine(renderComment(twoDecisionReport(), { key: commentKey('.') }))).toBe(
      '<sub>evolving-action · ledger `.` · this comment is updated in place on every push</sub>',
    );
    expect(
      lastLine(
        renderAllClear(greenReport(), { key: commentKey('services/api', 'evolving (mac)') }),
      ),
    ).toBe(
      '<sub>evolving-action · ledger `services/api` · check `evolving (mac)` · this comment is updated in place on every push</sub>',
    );
    const hostile = renderComment(twoDecisionReport(), { key: commentKey('.', '@team `x` <b>') });
    expect(lastLine(hostile)).toBe(
      '<sub>evolving-action · ledger `.` · check ``@team `x` <b>`` · this comment is updated in place on every push</sub>',
    );
  });

  test('a hostile working directory cannot end or open an HTML comment', () => {
    for (const dir of ['a--b', 'x -->', 'a->b', 'end-', '<!--', 'sp ace', '--']) {
      const marker = commentMarker(commentKey(dir));
      const inner = marker.slice('<!-- '.length, -' -->'.length);
      expect(inner).not.toMatch(/--|[<> ]/);
      expect(inner.endsWith('-')).toBe(false);
    }
  });

  test('the marker is the first line of every body; only the first line identifies the comment', () => {
    const body = renderComment(twoDecisionReport(), { key: KEY });
    expect(body.split('\n')[0]).toBe('<!-- evolving-action:. -->');
    expect(isEvolvingComment(body, '.')).toBe(true);
    expect(isEvolvingComment(body, 'services/api')).toBe(false);
    expect(isEvolvingComment(`hello\n${body}`, '.')).toBe(false);
    expect(isEvolvingComment(body.replace(/\n/g, '\r\n'), '.')).toBe(true);
  });

  test('previously resurfaced ids are read back from the hidden state line', () => {
    const body = renderComment(twoDecisionReport(), { key: KEY });
    expect(body.split('\n')[1]).toBe(
      '<!-- evolving-action-state {"v":1,"resurfaced":["638c47b0c9dd","a1b2c3d4e5f6"],"resolved":[]} -->',
    );
    expect(resurfacedIds(body)).toEqual(['638c47b0c9dd', 'a1b2c3d4e5f6']);
    expect(resurfacedIds('somebody else’s comment')).toEqual([]);
    expect(
      resurfacedIds('<!-- evolving-action:. -->\n<!-- evolving-action-state {bad json} -->'),
    ).toEqual([]);
  });

  test('hostile ids cannot break or forge the state line, and round-trip (bounded)', () => {
    const ids = [
      '--><script>',
      '<!-- evolving-action-state {} -->',
      '@octocat',
      'a&b',
      'x'.repeat(100),
    ];
    const verdicts = ids.map((id) => aTickVerdict(aTick({ id }), { 0: 'red' }));
    const body = renderComment(buildReport(aReportInput({ verdicts })), { key: KEY });
    const stateLine = body.split('\n')[1] ?? '';
    expect(stateLine.match(/<!--/g)).toHaveLength(1);
    expect(stateLine.match(/-->/g)).toHaveLength(1);
    const json = stateLine.slice('<!-- evolving-action-state '.length, -' -->'.length);
    expect(json).not.toMatch(/[<>&@-]/);
    expect(resurfacedIds(body).sort()).toEqual(
      [
        '--><script>',
        '<!-- evolving-action-state {} -->',
        '@octocat',
        'a&b',
        'x'.repeat(40),
      ].sort(),
    );
  });

  test('ledger text that imitates the markers is never read as state', () => {
    const forged =
      '\n<!-- evolving-action:. -->\n<!-- evolving-action-state {"v":1,"resurfaced":["forged"],"resolved":[]} -->\n';
    const tick = aTick({
      decision: forged,
      blame: forged,
      grounds: [aBoundGround({ claim: forged }, { ref: forged })],
    });
    const report = buildReport(
      aReportInput({
        verdicts: [aTickVerdict(tick, { 0: 'red' })],
        runs: [aRunOutput({ ref: forged, outputTail: forged })],
      }),
    );
    const body = renderComment(report, { key: KEY });
    expect(resurfacedIds(body)).toEqual(['638c47b0c9dd']);
    expect(body.match(/<!--/g)).toHaveLength(2); // our two marker lines, nothing else
  });
});

describe('the comment body', () => {
  test('leads with what to do, before any decision', () => {
    const body = renderComment(twoDecisionReport(), { key: KEY });
    const afterMarkers = body.split('\n').slice(3).join('\n');
    expect(afterMarkers).toMatch(
      /^### ⚠️ 1 decision needs a look before merging\n\nIts guarding check fails\. \*\*Make the check pass again, or — if the decision no longer holds — record the new decision with `ev` in this pull request\.\*\* The gate is on: this check fails until then\. The memo note at the end is informational: memo notes never gate\.\n/,
    );
    expect(body.indexOf('needs a look')).toBeLessThan(body.indexOf('#### 🔴'));
  });

  test('shows each resurfaced decision with everything a reviewer needs', () => {
    const body = renderComment(twoDecisionReport(), { key: KEY });
    for (const expected of [
      '#### 🔴 restore-safety counter DB-backed; reject Redis',
      '`638c47b0c9dd` · by Ada Lovelace · `user-ruled` · jurisdiction `A` · round `R2290`',
      '- **red** — Argus introduces no Redis; multi-pod coord via existing DB',
      'check `pytest tests/test_redis_absent.py` fails · `frozen@d308afac` · ran 2026-11-21T12:15:15.229330215Z',
      '<details><summary>Output of the failing run on linux-ci (exit 1)</summary>',
      'FAILED tests/test_redis_absent.py::test\\_no\\_redis'.replace(/\\/g, ''),
      'Declared triggers changed in this pull request: `pyproject.toml`',
      'Roads not taken: **Redis** (Redis would add a new infra dependency)',
      '#### 📝 monitor p99 latency of the search API instead of gating on it',
      '- **memo** (would be stale; non-gating) — p99 latency of /search stays under 250 ms',
      'harvested (no counter-test)',
    ]) {
      expect(body).toContain(expected);
    }
    expect(body).not.toContain('README.md'); // changed, but not a declared trigger
  });

  test('the action fits the evidence: run checks that have not run, fix checks that fail', () => {
    const lead = (labels: Label[]) => {
      const verdicts = labels.map((label, i) => aTickVerdict(aTick({ id: `t${i}` }), { 0: label }));
      return renderComment(buildReport(aReportInput({ verdicts })), { key: KEY }).split('\n')[5];
    };
    // One cause for every unrun check: the lead says what to set, never `ev check --run` (CI).
    expect(lead(['not-run', 'not-run'])).toBe(
      'Their guarding checks have no current evidence. **No receipt on `linux-ci`: set `run-checks: true` (or `needed`) in the workflow so this job runs it.** The gate is on: this check fails until then.',
    );
    // Different causes: each check's line says what to do.
    expect(lead(['not-run', 'stale'])).toBe(
      'Their guarding checks have no current evidence. **Do what the line under each check says.** The gate is on: this check fails until then.',
    );
    expect(lead(['red', 'gray->red'])).toMatch(
      /^Their guarding checks fail\. \*\*For each, make the check pass again/,
    );
    expect(lead(['red', 'silently-unbound'])).toMatch(
      /^Some guarding checks fail and some have no current evidence\. \*\*Make the failing checks pass again \(or, if a decision no longer holds, record the new decision with `ev` in this pull request\); for the others, a declared trigger changed but the selected-list did not select it/,
    );
  });

  test('a memo-only comment says nothing blocks merging', () => {
    const report = buildReport(
      aReportInput({ verdicts: [aTickVerdict(aMemoTick(), { 0: 'red' })] }),
    );
    const body = renderComment(report, { key: KEY });
    expect(body).toContain('### 📝 1 decision to note — nothing blocks merging');
    expect(body).not.toContain('before merging');
  });

  test('a ledger violation leads when nothing gates', () => {
    const report = buildReport(
      aReportInput({
        ledgerDiff: {
          violations: [
            {
              file: '.evolving/ticks/638c47b0c9dd',
              kind: 'modified',
              text: 'tick 638c47b0c9dd was modified in place',
            },
          ],
          recorded: [],
        },
      }),
    );
    const body = renderComment(report, { key: KEY });
    expect(body).toContain('### ⛔ The ledger has 1 integrity violation');
    expect(body).toContain('Ticks are append-only: restore the tick files');
    expect(body).toContain(
      '- `.evolving/ticks/638c47b0c9dd` modified: tick 638c47b0c9dd was modified in place',
    );
  });

  test('the gate being off is said, not hidden', () => {
    const input = aReportInput({
      verdicts: [aTickVerdict(aTick(), { 0: 'red' })],
      settings: { gate: false, failOnViolation: true },
    });
    expect(renderComment(buildReport(input), { key: KEY })).toContain(
      'The gate is off: this does not fail the run.',
    );
  });

  test('renders as the structure we intend (independent Markdown parser)', async () => {
    const root = await parseMarkdown(renderComment(twoDecisionReport(), { key: KEY }));
    const headings = nodesOfType(root, 'heading').map((h) => h.depth);
    expect(headings).toEqual([3, 4, 4]);
    expect(nodesOfType(root, 'code')).toHaveLength(1);
    for (const html of nodesOfType(root, 'html')) expect(html.value).toMatch(OUR_HTML);
    expect(nodesOfType(root, 'link')).toEqual([]);
  });
});

describe('hostile ledger text', () => {
  function hostileTick(text: string, i: number): Tick {
    return aTick({
      id: `h${String(i).padStart(11, '0')}`,
      decision: text,
      blame: text,
      authority: text,
      round_id: text || 'r',
      grounds: [
        aBoundGround(
          { claim: text || 'c' },
          {
            ref: text || 'r',
            liveness: { platforms: ['linux-ci'], triggered_by: [text || 't'], surfaces: ['s'] },
          },
        ),
        { claim: text || 'c', supports: `rejected:${text || 'o'}` },
      ],
    });
  }
  const verdicts = HOSTILE_TEXTS.map((t, i) => aTickVerdict(hostileTick(t, i), { 0: 'red' }));
  const report = buildReport(
    aReportInput({
      verdicts,
      runs: HOSTILE_TEXTS.map((t) =>
        aRunOutput({ ref: t || 'r', outputTail: `${t}\n\`\`\`\n${t}` }),
      ),
      changedFiles: { files: HOSTILE_TEXTS.map((t) => t || 't'), capped: false },
    }),
  );
  const body = renderComment(report, { key: KEY, maxDecisions: HOSTILE_TEXTS.length });

  test('every decision is rendered and the body stays bounded', () => {
    expect(body.length).toBeLessThan(COMMENT_BODY_LIMIT);
    expect(body.match(/^#### /gm)).toHaveLength(HOSTILE_TEXTS.length);
  });

  test('no markup, no pings, no references, no forged markers', async () => {
    const root = await parseMarkdown(body);
    for (const html of nodesOfType(root, 'html')) expect(html.value).toMatch(OUR_HTML);
    for (const type of [
      'link',
      'linkReference',
      'image',
      'imageReference',
      'definition',
      'delete',
      'emphasis',
    ])
      expect(nodesOfType(root, type)).toEqual([]);
    // Headings: the lead and one per decision, nothing injected.
    expect(nodesOfType(root, 'heading').map((h) => h.depth)).toEqual([3, ...verdicts.map(() => 4)]);
    const prose = proseText(root);
    expect(prose).not.toMatch(/(^|[^\w])@[A-Za-z0-9_-]/);
    expect(prose).not.toMatch(/#\d|GH-\d|:\/\/|\bwww\./i);
    expect(body.match(/<!--/g)).toHaveLength(2);
    expect(readCommentState(body)?.resurfaced).toEqual(report.resurfaced);
  });
});

describe('bounds', () => {
  test('at most maxDecisions decisions; the rest are counted and pointed to the summary', () => {
    const verdicts = Array.from({ length: 15 }, (_, i) =>
      aTickVerdict(aTick({ id: `t${String(i).padStart(2, '0')}` }), { 0: 'red' }),
    );
    const body = renderComment(buildReport(aReportInput({ verdicts })), {
      key: KEY,
      summaryUrl: 'https://github.com/octo-org/octo-repo/pull/7/checks',
    });
    expect(body.match(/^#### /gm)).toHaveLength(10);
    expect(body).toContain(
      '**… and 5 more decisions**: see the [job summary](https://github.com/octo-org/octo-repo/pull/7/checks) for the full list.',
    );
    expect(body).toContain('### ⚠️ 15 decisions need a look before merging');
  });

  test('500 resurfaced grounds with big output and 100 KB claims stay under 65,536 characters', () => {
    const tail = Array.from(
      { length: 200 },
      (_, i) => `line ${i} ${'`'.repeat(i % 7)} 中文😀`,
    ).join('\n');
    const verdicts = Array.from({ length: 50 }, (_, t) => {
      const grounds = Array.from({ length: 10 }, (_, g) =>
        aBoundGround(
          { claim: t === 0 ? hugeText(100) : `claim ${g} ${'é'.repeat(300)}` },
          { ref: `ref-${t}-${g}` },
        ),
      );
      const tick = aTick({
        id: `t${String(t).padStart(11, '0')}`,
        decision: hugeText(100, '決定 '),
        grounds,
      });
      return aTickVerdict(tick, Object.fromEntries(grounds.map((_, g) => [g, 'red' as const])));
    });
    const runs = verdicts.flatMap((v) =>
      v.tests.map((g) => aRunOutput({ ref: g.check.ref, outputTail: tail })),
    );
    const report = buildReport(aReportInput({ verdicts, runs }));
    expect(report.counts.gating).toBe(500);
    const body = renderComment(report, { key: KEY });
    expect(body.length).toBeLessThan(COMMENT_BODY_LIMIT);
    expect([...body].length).toBeLessThan(COMMENT_BODY_LIMIT);
    expect(body).toContain('and 40 more decisions');
  });

  test('degrades by dropping output tails first, then decisions', () => {
    const tail = 'x'.repeat(2900);
    const verdicts = Array.from({ length: 10 }, (_, t) => {
      const grounds = Array.from({ length: 10 }, (_, g) => aBoundGround({}, { ref: `r${t}-${g}` }));
      return aTickVerdict(
        aTick({ id: `t${t}`, grounds }),
        Object.fromEntries(grounds.map((_, g) => [g, 'red' as const])),
      );
    });
    const runs = verdicts.flatMap((v) =>
      v.tests.map((g) => aRunOutput({ ref: g.check.ref, outputTail: tail })),
    );
    const report = buildReport(aReportInput({ verdicts, runs }));

    const withoutTails = renderComment(report, { key: KEY });
    expect(withoutTails.length).toBeLessThan(COMMENT_BODY_LIMIT);
    expect(withoutTails).not.toContain('<details>');
    expect(withoutTails.match(/^#### /gm)).toHaveLength(10);

    const fewer = renderComment(report, { key: KEY, maxLength: 8000 });
    expect(fewer.length).toBeLessThan(8000);
    expect(fewer).not.toContain('<details>');
    const shown = fewer.match(/^#### /gm)?.length ?? 0;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(10);
    expect(fewer).toContain(`and ${10 - shown} more decision`);

    const tiny = renderComment(report, { key: KEY, maxLength: 400 });
    expect(tiny.length).toBeLessThan(400);
    expect(tiny.split('\n')[0]).toBe(commentMarker(KEY));
  });
});

describe('the all-clear', () => {
  test('says exactly what was resolved', () => {
    const previous = readCommentState(renderComment(twoDecisionReport(), { key: KEY }));
    const firstOnly = { resurfaced: ['638c47b0c9dd'], resolved: [] };
    expect(previous?.resurfaced).toHaveLength(2);
    expect(renderAllClear(greenReport(), { key: KEY, previous: firstOnly })).toBe(
      [
        '<!-- evolving-action:. -->',
        '<!-- evolving-action-state {"v":1,"resurfaced":[],"resolved":["638c47b0c9dd"]} -->',
        '',
        '### ✅ All clear',
        '',
        'The decision flagged earlier on this pull request is green again:',
        '',
        '- `638c47b0c9dd` restore-safety counter DB-backed; reject Redis',
        '',
        '<sub>evolving-action · ledger `.` · this comment is updated in place on every push</sub>',
        '',
      ].join('\n'),
    );
  });

  test('with nothing previously resurfaced it is one line', () => {
    expect(renderAllClear(greenReport(), { key: KEY })).toBe(
      [
        '<!-- evolving-action:. -->',
        '<!-- evolving-action-state {"v":1,"resurfaced":[],"resolved":[]} -->',
        '',
        '### ✅ All clear',
        '',
        'No decision needs a look: every test-bound ground is green, n/a or exempt.',
        '',
        '<sub>evolving-action · ledger `.` · this comment is updated in place on every push</sub>',
        '',
      ].join('\n'),
    );
  });

  test('is stable from one push to the next (what was resolved is carried forward)', () => {
    const first = renderAllClear(greenReport(), {
      key: KEY,
      previous: { resurfaced: ['638c47b0c9dd'], resolved: [] },
    });
    const second = renderAllClear(greenReport(), { key: KEY, previous: readCommentState(first) });
    expect(second).toBe(first);
  });

  test('a decision that resurfaces again leaves the resolved list', () => {
    const body = renderComment(twoDecisionReport(), {
      key: KEY,
      previous: { resurfaced: ['gone00000000'], resolved: ['638c47b0c9dd'] },
    });
    expect(readCommentState(body)).toEqual({
      resurfaced: ['638c47b0c9dd', 'a1b2c3d4e5f6'],
      resolved: ['gone00000000'],
    });
    expect(body).toContain('✅ Resolved since this comment was first posted: `gone00000000`');
  });
});

describe('writing the comment', () => {
  const options = { key: KEY };

  test('identical bodies are not rewritten (line endings and outer whitespace ignored)', () => {
    const body = renderComment(twoDecisionReport(), options);
    expect(commentNeedsUpdate(body, body)).toBe(false);
    expect(commentNeedsUpdate(body.replace(/\n/g, '\r\n'), body)).toBe(false);
    expect(commentNeedsUpdate(`${body}\n\n`, body)).toBe(false);
    expect(commentNeedsUpdate(body.replace('red', 'stale'), body)).toBe(true);
    expect(commentNeedsUpdate(undefined, body)).toBe(true);
    expect(commentNeedsUpdate(null, body)).toBe(true);
  });

  test('a rerun that differs only by when its receipts ran and which run wrote it is not rewritten', () => {
    const body = renderComment(twoDecisionReport(), {
      ...options,
      runUrl: 'https://github.com/o/r/actions/runs/11',
      summaryUrl: 'https://github.com/o/r/actions/runs/11/attempts/1',
    });
    const ranAt = /\bran \d{4}-\d{2}-\d{2}T[\d:.]+Z/;
    expect(body).toMatch(ranAt);
    const rerun = body
      .replace(/ran \d{4}-\d{2}-\d{2}T[\d:.]+Z/g, 'ran 2031-05-06T07:08:09.5+02:00')
      .replaceAll('/actions/runs/11', '/actions/runs/12/attempts/2');
    expect(rerun).not.toBe(body);
    expect(commentNeedsUpdate(body, rerun)).toBe(false);
    // Anything else is a change: a label, a decision's text, a time that is not a run's.
    expect(commentNeedsUpdate(body, body.replace('red', 'stale'))).toBe(true);
    expect(commentNeedsUpdate(body, body.replace(ranAt, 'ran yesterday'))).toBe(true);
  });

  test('auto: nothing to say and no comment yet → no comment', () => {
    expect(planTicksComment({ mode: 'auto', report: greenReport(), options })).toEqual({
      action: 'skip',
      reason: 'nothing-to-say',
    });
  });

  test('auto: findings → create; same findings next push → unchanged; all green → all-clear update; again → unchanged', () => {
    const first = planTicksComment({ mode: 'auto', report: twoDecisionReport(), options });
    expect(first.action).toBe('create');
    const body = first.action === 'create' ? first.body : '';
    expect(
      planTicksComment({ mode: 'auto', report: twoDecisionReport(), existingBody: body, options }),
    ).toEqual({
      action: 'skip',
      reason: 'unchanged',
    });
    const clear = planTicksComment({
      mode: 'auto',
      report: greenReport(),
      existingBody: body,
      options,
    });
    expect(clear.action).toBe('update');
    const clearBody = clear.action === 'update' ? clear.body : '';
    expect(clearBody).toContain('### ✅ All clear');
    expect(clearBody).toContain('`638c47b0c9dd` restore-safety counter DB-backed; reject Redis');
    expect(clearBody).toContain('`a1b2c3d4e5f6`');
    expect(
      planTicksComment({ mode: 'auto', report: greenReport(), existingBody: clearBody, options }),
    ).toEqual({
      action: 'skip',
      reason: 'unchanged',
    });
  });

  test('always posts an all-clear; never does nothing', () => {
    expect(planTicksComment({ mode: 'always', report: greenReport(), options }).action).toBe(
      'create',
    );
    expect(planTicksComment({ mode: 'never', report: twoDecisionReport(), options })).toEqual({
      action: 'skip',
      reason: 'disabled',
    });
  });
});

describe('decisions in context', () => {
  const options = { key: KEY };
  const cursors = aTick({
    id: 'c0c0c0c0c0c0',
    decision: 'GET /orders pages with opaque cursors, not offsets',
    blame: 'Sofia Lindqvist',
    grounds: [
      aBoundGround(
        { claim: 'paging never repeats or skips an order under inserts' },
        {
          ref: 'pytest tests/test_pagination.py',
          liveness: { platforms: ['linux-ci'], triggered_by: ['src/api/'], surfaces: ['api'] },
        },
      ),
      { claim: 'OFFSET scans grow with the page number', supports: 'rejected:offset pagination' },
    ],
  });
  const changed = { files: ['src/api/orders.py', 'pyproject.toml'], capped: false };
  const contextOnly = (settings = {}) =>
    buildReport(
      aReportInput({
        verdicts: [aTickVerdict(cursors)],
        changedFiles: changed,
        settings: { gate: true, failOnViolation: true, ...settings },
      }),
    );
  const both = () =>
    buildReport(
      aReportInput({
        verdicts: [aTickVerdict(aTick(), { 0: 'red' }), aTickVerdict(cursors)],
        changedFiles: changed,
      }),
    );

  test('context alone: auto posts a comment that says nothing blocks merging, then the collapsed section', () => {
    const plan = planTicksComment({ mode: 'auto', report: contextOnly(), options });
    expect(plan.action).toBe('create');
    const body = plan.action === 'create' ? plan.body : '';
    const visible = body.split('\n').slice(3).join('\n');
    expect(visible).toMatch(
      /^### 📎 1 decision behind the files this pull request changes — nothing blocks merging\n\nNothing to fix: /,
    );
    expect(body).toContain(
      '<details><summary>📎 1 decision behind the files this pull request changes</summary>',
    );
    for (const expected of [
      '#### 📎 GET /orders pages with opaque cursors, not offsets',
      '`c0c0c0c0c0c0` · by Sofia Lindqvist · `user-ruled` · jurisdiction `A` · round `R2290`',
      '- **green** — paging never repeats or skips an order under inserts',
      'check `pytest tests/test_pagination.py` passes · `frozen@d308afac`',
      'Declared triggers changed in this pull request: `src/api/orders.py`',
      'Roads not taken: **offset pagination** (OFFSET scans grow with the page number)',
    ])
      expect(body).toContain(expected);
    expect(body).not.toContain('needs a look');
    expect(body).not.toContain('All clear');
    expect(body.indexOf('</details>')).toBeGreaterThan(body.indexOf('Roads not taken'));
    // The same report, the same body: no rewrite on the next push.
    expect(
      planTicksComment({ mode: 'auto', report: contextOnly(), existingBody: body, options }),
    ).toEqual({ action: 'skip', reason: 'unchanged' });
  });

  test('with resurfaced decisions: they lead, the context section follows them, collapsed', async () => {
    const body = renderCommentBody(both(), options);
    expect(body).toContain('### ⚠️ 1 decision needs a look before merging');
    const resurfaced = body.indexOf('#### 🔴 restore-safety counter');
    const section = body.indexOf('<details><summary>📎 1 decision behind the files');
    expect(resurfaced).toBeGreaterThan(0);
    expect(section).toBeGreaterThan(resurfaced);
    expect(body.indexOf('#### 📎 GET /orders')).toBeGreaterThan(section);
    // The red decision is not repeated in context.
    expect(body.match(/restore-safety counter/g)).toHaveLength(1);
    const root = await parseMarkdown(body);
    for (const html of nodesOfType(root, 'html')) expect(html.value).toMatch(OUR_HTML);
  });

  test('context: false — no section, and auto posts nothing for green decisions', () => {
    const off = contextOnly({ context: false });
    expect(planTicksComment({ mode: 'auto', report: off, options })).toEqual({
      action: 'skip',
      reason: 'nothing-to-say',
    });
    expect(renderAllClear(off, options)).not.toContain('📎');
  });

  test('an all-clear keeps the context section below what was resolved', () => {
    const body = renderAllClear(contextOnly(), {
      key: KEY,
      previous: { resurfaced: ['638c47b0c9dd'], resolved: [] },
    });
    expect(body).toContain('### ✅ All clear');
    expect(body).toContain('- `638c47b0c9dd`');
    expect(body.indexOf('<details><summary>📎 1 decision')).toBeGreaterThan(
      body.indexOf('green again'),
    );
  });

  test('capped: at most maxDecisions in context, the rest counted and pointed to the summary', () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      aTickVerdict({ ...cursors, id: `c${String(i).padStart(11, '0')}` }),
    );
    const report = buildReport(aReportInput({ verdicts: many, changedFiles: changed }));
    const body = renderAllClear(report, { key: KEY, maxDecisions: 10 });
    expect(body).toContain('📎 14 decisions behind the files this pull request changes');
    expect(body.match(/^#### 📎/gm)).toHaveLength(10);
    expect(body).toContain('**… and 4 more decisions in context**: see the job summary.');
  });

  test('the context section gives way before any resurfaced decision is cut', () => {
    const bigContext = Array.from({ length: 10 }, (_, i) =>
      aTickVerdict({
        ...cursors,
        id: `c${String(i).padStart(11, '0')}`,
        decision: `${i} ${'long decision text '.repeat(10)}`,
      }),
    );
    const report = buildReport(
      aReportInput({
        verdicts: [aTickVerdict(aTick(), { 0: 'red' }), ...bigContext],
        changedFiles: changed,
      }),
    );
    const full = renderComment(report, { key: KEY });
    const budget = full.length - 500;
    const fitted = renderComment(report, { key: KEY, maxLength: budget });
    expect(fitted.length).toBeLessThan(budget);
    expect(fitted).toContain('#### 🔴 restore-safety counter');
    const shownInContext = fitted.match(/^#### 📎/gm)?.length ?? 0;
    expect(shownInContext).toBeLessThan(10);
    expect(fitted).toContain(`and ${10 - shownInContext} more decision`);
    expect(fitted).toContain('</details>');

    // Squeezed to the bone: the section keeps its count and points to the summary.
    const minimal = renderComment(report, {
      key: KEY,
      maxLength: full.indexOf('<details><summary>📎') + 500,
    });
    expect(minimal).toContain('#### 🔴 restore-safety counter');
    expect(minimal).toContain('<details><summary>📎 10 decisions behind the files');
    expect(minimal).not.toContain('#### 📎');
    expect(minimal).toContain('They did not fit in this comment: see the job summary.');
  });

  test('hostile decision text in context renders inert', async () => {
    const hostile = aTickVerdict({
      ...cursors,
      decision: '</details><!-- evolving-action:. --> @octocat #1 <img src=x>',
      blame: '@admin',
    });
    const report = buildReport(aReportInput({ verdicts: [hostile], changedFiles: changed }));
    const body = renderAllClear(report, options);
    expect(body.match(/<\/details>/g)).toHaveLength(1);
    expect(body.split('\n').filter((l) => l.startsWith('<!-- evolving-action:'))).toHaveLength(1);
    const root = await parseMarkdown(body);
    for (const html of nodesOfType(root, 'html')) expect(html.value).toMatch(OUR_HTML);
    expect(proseText(root)).not.toMatch(/@octocat|@admin|#1/);
  });
});

describe('the state line at scale', () => {
  /** The cut as it was first written: serialise, and drop one id from the end until the line fits. */
  function referenceState(resurfaced: string[], resolved: string[]): string {
    const r = [...resurfaced];
    const s = [...resolved];
    for (;;) {
      const json = JSON.stringify({ v: 1, resurfaced: r, resolved: s }).replace(
        /[<>&@!-]/g,
        (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      const line = `<!-- evolving-action-state ${json} -->`;
      if (line.length <= 8000) return line;
      if (s.length > 0) s.pop();
      else r.pop();
    }
  }
  const hexIds = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => `${prefix}${i.toString(16).padStart(11, '0')}`);

  test.each([
    [0, 0],
    [3, 0],
    [0, 700],
    [600, 0],
    [300, 300],
    [10, 2000],
  ])('%i resurfaced, %i resolved: the same cut as re-serialising', (r, s) => {
    const previous = { resurfaced: hexIds(r, 'a'), resolved: hexIds(s, 'b') };
    const report = twoDecisionReport();
    const body = renderComment(report, { key: KEY, previous });
    const current = report.resurfaced;
    const resolved = [...new Set([...previous.resurfaced, ...previous.resolved])].filter(
      (id) => !current.includes(id),
    );
    expect(body.split('\n')[1]).toBe(referenceState(current, resolved));
  });

  test('ids with characters that must be escaped: the line still parses and never exceeds its bound', () => {
    const hostile = ['<!--x-->', '@octocat', 'a&b!c', '\u202Eevil', 'é'.repeat(60)];
    const previous = { resurfaced: [...hostile, ...hexIds(2000, 'c')], resolved: [] };
    const body = renderComment(twoDecisionReport(), { key: KEY, previous });
    const line = body.split('\n')[1] ?? '';
    expect(line.length).toBeLessThanOrEqual(8000);
    expect(line).not.toMatch(/<!--.*<!--|-->.*-->|@o/);
    expect(readCommentState(body)?.resolved.slice(0, 4)).toEqual([
      '<!--x-->',
      '@octocat',
      'a&b!c',
      '\u202Eevil',
    ]);
  });
});

describe('a very long check-name', () => {
  test('keys the marker by a hash: the marker stays short, the footer still names the check (bounded)', () => {
    const name = 'evolving '.repeat(5000);
    const key = commentKey('.', name);
    expect(commentMarker(key).length).toBeLessThan(200);
    expect(commentKey('.', name)).toBe(key);
    expect(commentKey('.', `${name}x`)).not.toBe(key);
    const body = renderComment(twoDecisionReport(), { key, checkName: name });
    expect(body.split('\n')[0]).toBe(commentMarker(key));
    expect(isEvolvingComment(body, key)).toBe(true);
    expect(body.length).toBeLessThan(COMMENT_BODY_LIMIT);
    expect(body).toContain('· check `evolving evolving');
  });

  test('a short check name keeps its readable key', () => {
    expect(commentKey('.', 'evolving (mac)')).toBe('.//evolving%20%28mac%29');
  });
});
