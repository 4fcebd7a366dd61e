// End-to-end: a pull request against its base. The base's ledger is read from git and judged before the run's own
// checks, on the evidence the run starts with. A decision live at the base
// that the pull request takes out of the evaluation (supersedes it, buries
// it under a retired copy) or downgrades (to jurisdiction C) is shown on
// every surface — it may release the gate, never silently. Each binding
// that gates is labelled broken by this pull request or already failing on
// the base, and `gate: regressions` fails only on the first. The
// `conclusion` output never contradicts `gating`.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pushEvent } from '../../test-support/events.js';
import {
  ACTION_YML,
  commentBodies,
  expectNoViolations,
  explain,
  sentAnnotations,
  ROUTES,
  useE2E,
  type E2ERun,
} from '../../test-support/e2e.js';
import { expectValidReport } from '../../test-support/report-schema.js';
import {
  bound,
  buildTick,
  computeTickId,
  personGround,
  receiptKey,
  receiptLine,
  type Scenario,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

/** Green on the base's code (answer = 42); red, and falsifiable, once the pull request changes it. */
const REF = 'grep -q 42 src/app.ts';
const GUARDED: TickSpec = {
  decision: 'the answer stays 42',
  grounds: [
    bound('callers rely on 42', REF, {
      triggeredBy: ['src/app.ts'],
      counterTest: '! grep -q 42 src/app.ts',
    }),
  ],
  blame: 'Ada Lovelace',
};
/** The gated tick's id: the first tick of the base's chain. */
const GUARDED_ID = buildTick(GUARDED, '').id;
const BROKEN_CODE = { 'src/app.ts': 'export const answer = 43;\n' };
const LATER = '2026-11-02T09:00:00Z';

function scenario(options: Partial<ScenarioOptions>): Scenario {
  const built = e2e.scenario({ base: [GUARDED], headFiles: BROKEN_CODE, ...options });
  // The base branch's evidence, restored from its cache: green at the base commit.
  built.receipt({ test: REF, result: 'green', commit: built.baseSha, falsifiable: true });
  return built;
}

interface Replaced {
  id: string;
  how: string;
  effect: string;
  gated: boolean;
  downgrade?: string;
  by?: { id: string; blame: string; status: string; addedByPullRequest: boolean };
  baseGrounds: Array<{ ref: string; label: string }>;
}

function replacedOf(run: E2ERun): Replaced[] {
  return (run.report?.replaced ?? []) as Replaced[];
}

function checkRunOf(run: E2ERun): { conclusion?: string; title?: string; summary?: string } {
  const body = run.to(ROUTES.createCheckRun)[0]?.body as
    { conclusion?: string; output?: { title?: string; summary?: string } } | undefined;
  return {
    ...(body?.conclusion ? { conclusion: body.conclusion } : {}),
    ...(body?.output?.title ? { title: body.output.title } : {}),
    ...(body?.output?.summary ? { summary: body.output.summary } : {}),
  };
}

/** The replaced decision is on every surface, with its verdict at the base and what the pull request did. */
function expectReplacedEverywhere(run: E2ERun, how: string): void {
  const title = '1 gated decision replaced by this pull request';
  expect(run.exitCode).toBe(0);
  expect(run.outputs.conclusion).toBe('neutral');
  expect(JSON.parse(run.outputs.replaced ?? '[]')).toEqual([GUARDED_ID]);
  const checkRun = checkRunOf(run);
  expect(checkRun.conclusion).toBe('neutral');
  expect(checkRun.title).toContain(title);
  expect(checkRun.title).not.toBe('Every guarding check is green');
  for (const surface of [commentBodies(run), run.summary, checkRun.summary ?? '']) {
    expect(surface).toContain(title);
    expect(surface).toContain('the answer stays 42');
    expect(surface).toContain(GUARDED_ID);
    expect(surface).toContain(how);
    expect(surface).toContain('added by this pull request');
    // The verdict at the base.
    expect(surface).toContain('At the base: `grep -q 42 src/app.ts` green');
  }
  const annotations = sentAnnotations(run.to(ROUTES.createCheckRun)).filter((a) =>
    String(a.title).startsWith('Gated decision replaced by this pull request'),
  );
  expect(annotations).toHaveLength(1);
  expect(annotations[0]).toMatchObject({ annotation_level: 'warning' });
  expect(String(annotations[0]?.message)).toContain('At the base: grep -q 42 src/app.ts green');
  expectValidReport(run.report);
}

describe('a gated decision never leaves the evaluation without a word', () => {
  test('a tick whose supersedes names the gated tick: shown everywhere, with the base verdict', async () => {
    const built = scenario({
      headTicks: [
        {
          decision: 'the answer may change',
          grounds: [personGround('nobody relies on it any more')],
          blame: 'Mallory',
          extra: { supersedes: GUARDED_ID },
        },
      ],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expectReplacedEverywhere(run, 'superseded by');
    expect(commentBodies(run)).toContain('its blame says “Mallory”');
    const [replaced] = replacedOf(run);
    expect(replaced).toMatchObject({
      how: 'superseded',
      effect: 'replaced',
      gated: true,
      by: { blame: 'Mallory', addedByPullRequest: true, status: 'live' },
      baseGrounds: [{ ref: REF, label: 'green' }],
    });
    expect(run.outputs['checks-run']).toBe('0');
    expectNoViolations(gh);
  }, 90_000);

  test('a copy of the gated tick with status "retired": the copy claims the original author, and this PR added it', async () => {
    const built = scenario({
      headTicks: [{ ...GUARDED, status: 'retired', held_since: LATER }],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expectReplacedEverywhere(run, 'a later tick with the same decision');
    // Its blame is the original author's, copied: said as what the tick claims, beside who added it.
    expect(commentBodies(run)).toContain(
      'added by this pull request; its blame says “Ada Lovelace”; status `retired`',
    );
    expect(replacedOf(run)[0]).toMatchObject({
      how: 'collapsed',
      effect: 'out-of-evaluation',
      by: { blame: 'Ada Lovelace', status: 'retired', addedByPullRequest: true },
    });
    expect(commentBodies(run)).toContain(
      'Nothing is evaluated in its place: its checks no longer gate anything.',
    );
  }, 90_000);

  test('the same copy, byte for byte but its status (the same held_since and blame): the lineage keeps it, and it is shown', async () => {
    // Of two ticks with the same decision and held_since the lineage keeps the greater file
    // name: a filler tick gives the copy a parent under which its id sorts after the original's.
    const filler = (n: number): TickSpec => ({
      decision: `filler ${n}`,
      grounds: [personGround('a note')],
    });
    let n = 0;
    while (computeTickId(GUARDED, buildTick(filler(n), GUARDED_ID).id) <= GUARDED_ID) n++;
    const built = e2e.scenario({
      base: [GUARDED, filler(n)],
      headTicks: [{ ...GUARDED, status: 'retired' }],
      headFiles: BROKEN_CODE,
    });
    built.receipt({ test: REF, result: 'green', commit: built.baseSha, falsifiable: true });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expectReplacedEverywhere(run, 'a later tick with the same decision');
    expect(replacedOf(run)[0]).toMatchObject({ how: 'collapsed', effect: 'out-of-evaluation' });
    expect(run.outputs['checks-run']).toBe('0');
  }, 90_000);

  test('a downgrade: superseded by the same binding under jurisdiction C (detect-only, never gating)', async () => {
    const built = scenario({
      headTicks: [
        {
          // Detect-only: a C/D decision carries no test check (ev 0.1.32's verify), only a person's.
          decision: 'the answer is watched, not enforced',
          grounds: [personGround('a dashboard shows the answer')],
          jurisdiction: 'C',
          blame: 'Mallory',
          extra: { supersedes: GUARDED_ID },
        },
      ],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'neutral', gating: '0', violations: '0' });
    expect(replacedOf(run)[0]).toMatchObject({
      how: 'superseded',
      effect: 'downgraded',
      downgrade: 'detect-only',
    });
    for (const surface of [commentBodies(run), run.summary])
      expect(surface).toContain('detect-only (jurisdiction C/D): it never gates');
    expect(checkRunOf(run).title).toContain('1 gated decision replaced by this pull request');
  }, 90_000);

  test('a downgrade to agent-proposed: a copy of the decision an agent claims to propose', async () => {
    const built = scenario({
      headTicks: [{ ...GUARDED, held_since: LATER, extra: { provenance: 'agent-proposed' } }],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expect(run.exitCode).toBe(0);
    expect(replacedOf(run)[0]).toMatchObject({
      how: 'collapsed',
      effect: 'downgraded',
      downgrade: 'agent-proposed',
    });
    expect(commentBodies(run)).toContain(
      'agent-proposed: it never gates until a person ratifies it',
    );
  }, 90_000);

  test('a chain of supersedes (the first link itself superseded): still shown everywhere', async () => {
    const first: TickSpec = {
      decision: 'the answer may change, for now',
      grounds: [personGround('nobody relies on it for now')],
      blame: 'Mallory',
      extra: { supersedes: GUARDED_ID },
      held_since: LATER,
    };
    const firstId = computeTickId(first, GUARDED_ID);
    const built = scenario({
      headTicks: [
        first,
        {
          decision: 'the answer may change',
          grounds: [personGround('nobody relies on it any more')],
          blame: 'Mallory',
          extra: { supersedes: firstId },
          held_since: '2026-11-03T09:00:00Z',
        },
      ],
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expectReplacedEverywhere(run, 'superseded by');
    expect(replacedOf(run)[0]).toMatchObject({ how: 'superseded', by: { id: firstId } });
    expect(run.outputs['checks-run']).toBe('0');
  }, 180_000);

  test('reopen events the pull request commits to the event log take nothing out: the broken binding gates', async () => {
    const reopen = (ts: string) =>
      JSON.stringify({ op: 'reopen', tick_id: GUARDED_ID, decision: GUARDED.decision, ts });
    const built = scenario({
      headFiles: {
        ...BROKEN_CODE,
        '.evolving/results/events.jsonl': `${reopen(LATER)}\n${reopen('2026-11-03T09:00:00Z')}\n`,
      },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1', replaced: '[]' });
    expect(JSON.parse(run.outputs.resurfaced ?? '[]')).toEqual([GUARDED_ID]);
  }, 180_000);

  test('a pull request that replaces nothing says nothing about it', async () => {
    const built = scenario({ headFiles: { 'README.md': '# demo, reworded\n' } });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expect(run.outputs).toMatchObject({ conclusion: 'success', replaced: '[]', gating: '0' });
    expect(checkRunOf(run).title).toBe('Every guarding check is green');
  }, 90_000);
});

/** A binding that fails on the base's code already: main is red. */
const RED_MAIN_REF = 'grep -q 99 src/app.ts';
const RED_MAIN: TickSpec = {
  decision: 'the answer is 99 some day',
  grounds: [bound('a caller waits for 99', RED_MAIN_REF, { counterTest: 'true' })],
  blame: 'Grace Hopper',
};

/** A repository whose main is red: RED_MAIN fails at the base, GUARDED passes; the base's cache says so. */
function redMain(headFiles: Record<string, string>, withBaseEvidence = true): Scenario {
  const built = e2e.scenario({ base: [GUARDED, RED_MAIN], headFiles });
  if (withBaseEvidence) {
    built.receipt({ test: REF, result: 'green', commit: built.baseSha, falsifiable: true });
    built.receipt({ test: RED_MAIN_REF, result: 'red', commit: built.baseSha, falsifiable: true });
  }
  return built;
}

interface Binding {
  tickId: string;
  label: string;
  baseLabel?: string | null;
  origin?: string;
}

function bindingOf(run: E2ERun, ref: string): Binding | undefined {
  return (run.report?.bindings as Array<Binding & { ref: string }> | undefined)?.find(
    (b) => b.ref === ref,
  );
}

describe('adopting on a main branch that is already red', () => {
  const README_ONLY = { 'README.md': '# demo, reworded\n' };

  test('a README-only pull request: the red binding is labelled already failing on the base, in its own collapsed section', async () => {
    const built = redMain(README_ONLY);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    // The default gate stays strict: the red binding still fails the step, labelled as the base's.
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      gating: '1',
      regressions: '0',
      'already-failing': '1',
    });
    expect(bindingOf(run, RED_MAIN_REF)).toMatchObject({
      label: 'red',
      baseLabel: 'red',
      origin: 'already-failing-on-base',
    });
    expect(bindingOf(run, REF)).toMatchObject({ label: 'green', baseLabel: 'green' });
    const comment = commentBodies(run);
    expect(comment).toContain('### ⏪ 1 decision already failing on the base');
    expect(comment).toContain(
      '<details><summary>⏪ 1 decision already failing on the base</summary>',
    );
    expect(comment).toContain('already failing on the base (red there)');
    // The strict gate still fails on it: the lead says what to do, after where it comes from.
    expect(comment).toContain('This pull request did not break it');
    expect(run.summary).toContain('<details><summary>⏪ Already failing on the base (1)</summary>');
    expect(run.summary).toContain('| **already failing on the base** (red at the base) |');
    expect(checkRunOf(run).title).toContain('1 decision already failing on the base');
    const [annotation] = sentAnnotations(run.to(ROUTES.createCheckRun)).filter((a) =>
      String(a.title).startsWith('red (already failing on the base)'),
    );
    expect(annotation).toMatchObject({ annotation_level: 'failure' });
    expectValidReport(run.report);
  }, 90_000);

  test('gate: regressions — the same pull request passes, and says why', async () => {
    const built = redMain(README_ONLY);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, {
      inputs: { 'run-checks': 'all', gate: 'regressions' },
    });
    if (run.exitCode !== 0) throw new Error(explain(run));
    expect(run.outputs).toMatchObject({
      conclusion: 'neutral',
      gating: '1',
      regressions: '0',
      'already-failing': '1',
    });
    expect(checkRunOf(run).conclusion).toBe('neutral');
    expect(commentBodies(run)).toContain(
      '`gate: regressions` fails only on what a pull request breaks',
    );
    const [annotation] = sentAnnotations(run.to(ROUTES.createCheckRun)).filter((a) =>
      String(a.title).startsWith('red (already failing on the base)'),
    );
    expect(annotation).toMatchObject({ annotation_level: 'warning' });
    expect(run.report?.settings).toMatchObject({ gate: true, gateScope: 'regressions' });
  }, 90_000);

  test('gate: regressions — a pull request that breaks a green binding fails, labelled broken by this PR', async () => {
    const built = redMain(BROKEN_CODE);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, {
      inputs: { 'run-checks': 'all', gate: 'regressions' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      gating: '2',
      regressions: '1',
      'already-failing': '1',
    });
    expect(bindingOf(run, REF)).toMatchObject({
      label: 'red',
      baseLabel: 'green',
      origin: 'broken-by-this-pr',
    });
    expect(bindingOf(run, RED_MAIN_REF)).toMatchObject({ origin: 'already-failing-on-base' });
    const comment = commentBodies(run);
    expect(comment).toContain('broken by this PR (green at the base)');
    expect(comment).toContain('1 more decision is already failing on the base (collapsed below)');
    expect(checkRunOf(run).title).toContain('1 decision to look at');
    expect(checkRunOf(run).title).toContain('1 decision already failing on the base');
  }, 90_000);

  test('gate: regressions — a decision the pull request adds counts as a regression', async () => {
    const gh = await e2e.gh();
    const added: TickSpec = {
      decision: 'the readme names the answer',
      grounds: [
        bound('the readme says 42', 'grep -q 42 README.md', { triggeredBy: ['README.md'] }),
      ],
      blame: 'Mallory',
    };
    const withNew = e2e.scenario({
      base: [GUARDED, RED_MAIN],
      headTicks: [added],
      headFiles: README_ONLY,
    });
    withNew.receipt({
      test: RED_MAIN_REF,
      result: 'red',
      commit: withNew.baseSha,
      falsifiable: true,
    });
    const run = await e2e.run(gh, withNew, {
      inputs: { 'run-checks': 'all', gate: 'regressions' },
    });
    expect(run.exitCode).toBe(1);
    expect(bindingOf(run, 'grep -q 42 README.md')).toMatchObject({
      baseLabel: null,
      origin: 'broken-by-this-pr',
    });
    expect(run.outputs.regressions).toBe('1');
  }, 90_000);

  test('gate: regressions without the base’s evidence: a failing run cannot be shown to predate the pull request', async () => {
    const built = redMain(README_ONLY, false);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, {
      inputs: { 'run-checks': 'all', gate: 'regressions' },
    });
    expect(run.exitCode).toBe(1);
    expect(bindingOf(run, RED_MAIN_REF)).toMatchObject({
      label: 'red',
      baseLabel: 'not-run',
      origin: 'broken-by-this-pr',
    });
  }, 90_000);

  test('a receipt of the pull request’s own commit is never the base’s evidence', async () => {
    const built = redMain(BROKEN_CODE, false);
    // An artifact of the pull request's own checks (or a cache it saved): red at its merge commit.
    built.receipt({ test: REF, result: 'red', commit: built.mergeSha, falsifiable: true });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { gate: 'regressions' } });
    expect(bindingOf(run, REF)).toMatchObject({
      label: 'red',
      baseLabel: 'not-run',
      origin: 'broken-by-this-pr',
    });
    expect(run.exitCode).toBe(1);
  }, 90_000);

  test('an artifact merged with receipts: holding a red receipt at the base commit does not make the pull request’s breakage "already failing on the base"', async () => {
    const built = redMain(BROKEN_CODE, false);
    // What the pull request's own checks job (or a fork) uploads: red at the base commit.
    const artifact = join(built.dir, 'artifact');
    mkdirSync(artifact, { recursive: true });
    writeFileSync(
      join(artifact, `${receiptKey(REF)}.jsonl`),
      receiptLine({ test: REF, result: 'red', commit: built.baseSha, falsifiable: true }),
    );
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, {
      inputs: { 'run-checks': 'all', gate: 'regressions', receipts: 'artifact' },
    });
    expect(bindingOf(run, REF)).toMatchObject({
      label: 'red',
      baseLabel: 'not-run',
      origin: 'broken-by-this-pr',
    });
    expect(run.exitCode).toBe(1);
  }, 90_000);

  test('gate: regressions on push (no base) gates as gate: true, and says so', async () => {
    const built = redMain(README_ONLY);
    const gh = await e2e.gh();
    const head = built.git(['rev-parse', 'HEAD']).trim();
    const run = await e2e.run(gh, built, {
      event: pushEvent({ after: head }),
      inputs: { gate: 'regressions' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1', replaced: '[]' });
    expect(run.report?.settings).toMatchObject({ gateScope: 'all' });
    expect(run.summary).toContain('gate: regressions compares with a pull request');
  }, 90_000);
});

describe('conclusion never contradicts gating', () => {
  test('action.yml and USAGE define it so', () => {
    const actionYml = readFileSync(ACTION_YML, 'utf8');
    const usage = readFileSync(join(process.cwd(), 'docs', 'USAGE.md'), 'utf8');
    for (const doc of [actionYml, usage]) {
      expect(doc).not.toContain('(only non-gating notes)');
      expect(doc).toContain(
        'So `gating` above 0 is never `success`, and with `gate: true` always `failure`',
      );
    }
  });

  test.each([
    ['true', 'failure', 1],
    ['false', 'neutral', 0],
    ['regressions', 'failure', 1],
  ])(
    'gate: %s with one red binding broken by the pull request → %s',
    async (gate, conclusion, exitCode) => {
      const built = scenario({});
      const gh = await e2e.gh();
      const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all', gate } });
      expect(run.outputs.gating).toBe('1');
      expect(run.outputs.conclusion).toBe(conclusion);
      expect(run.exitCode).toBe(exitCode);
      expect(checkRunOf(run).conclusion).toBe(conclusion);
      // Never success while a verdict gates; failure exactly when the step fails.
      expect(run.outputs.conclusion).not.toBe('success');
      expect(run.outputs.conclusion === 'failure').toBe(run.exitCode === 1);
    },
    90_000,
  );
});
