// End-to-end: a pull request that commits symbolic links where the ledger is
// read (a tick, a receipt file, the selected-list, HEAD), a runner whose work
// tree holds a FIFO, and a working-directory reached through a link — run
// through the bundled action against the fake GitHub. Each run finishes, the
// secret a link points at appears in no request, output, summary or report,
// and what was refused is named (docs/USAGE.md#links-and-special-files-in-a-pull-request).
import { describe, expect, test } from '@jest/globals';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub } from '../../test-support/fake-github.js';
import {
  ROUTES,
  commentBodies,
  errors,
  expectNoViolations,
  sentAnnotations,
  useE2E,
  warnings,
  type E2ERun,
} from '../../test-support/e2e.js';
import { holdsSecret, plantFifo, writeSecret } from '../../test-support/hostile-files.js';
import {
  bound,
  receiptKey,
  type Scenario,
  type ScenarioOptions,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();
const outside = e2e.tempDir('ev-outside-');
const SECRET_PATH = writeSecret(outside);

const REF = 'test -f README.md';
const GUARDED: TickSpec = {
  decision: 'the README ships with every release',
  grounds: [bound('the README is there', REF)],
  blame: 'Ada Lovelace',
};

function scenario(options: Partial<ScenarioOptions> = {}): Scenario {
  return e2e.scenario({ base: [GUARDED], ...options });
}

/** The run finished by itself and the secret is nowhere a reader or GitHub could see it. */
function expectNoSecret(run: E2ERun, gh: FakeGitHub): void {
  expect(run.signal).toBeNull();
  expect(run.exitCode).not.toBeNull();
  const seen = {
    requests: gh.requests.map((r) => `${r.path} ${r.rawBody}`).join('\n'),
    stdout: run.stdout,
    stderr: run.stderr,
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
    report: JSON.stringify(run.report ?? {}),
  };
  for (const [where, text] of Object.entries(seen))
    expect([where, holdsSecret(text)]).toEqual([where, false]);
  expectNoViolations(gh);
}

const NAME = 'aaaaaaaaaaaa';
const TICK_PATH = `.evolving/ticks/${NAME}`;

describe.each<[string, string | null, string]>([
  ['a link to a secret file', SECRET_PATH, 'is a symbolic link (not followed)'],
  ['a link to /dev/zero', '/dev/zero', 'is a symbolic link (not followed)'],
  ['a link to a directory', '/etc', 'is a symbolic link (not followed)'],
  ['a FIFO', null, 'is a FIFO (not read)'],
])('a tick file that is %s', (_name, target, what) => {
  function planted(options: Partial<ScenarioOptions> = {}): Scenario {
    if (target === null) {
      const built = scenario(options);
      plantFifo(join(built.dir, TICK_PATH)); // a runner's work tree, never a commit
      return built;
    }
    return scenario({ headLinks: { [TICK_PATH]: target }, ...options });
  }

  test('pull_request: an R1/R2 failure annotation, comment and summary; the secret nowhere', async () => {
    const built = planted();
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    expectNoSecret(run, gh);
    const finding = `${NAME}: R1/R2 ${what}`;
    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(sentAnnotations(run.to(ROUTES.createCheckRun))).toContainEqual(
      expect.objectContaining({
        path: TICK_PATH,
        annotation_level: 'failure',
        message: expect.stringContaining(finding) as unknown,
      }),
    );
    expect(commentBodies(run)).toContain(finding);
    expect(run.summary).toContain(finding);
  }, 60_000);
});

test('pull_request_target: the comment goes out with a write token, and holds no secret', async () => {
  const built = scenario({ headLinks: { [TICK_PATH]: SECRET_PATH }, checkout: 'head' });
  const gh = await e2e.gh();
  const run = await e2e.run(gh, built, { event: built.pullRequestTargetEvent() });
  expectNoSecret(run, gh);
  expect(commentBodies(run)).toContain(`${NAME}: R1/R2 is a symbolic link (not followed)`);
}, 60_000);

describe('links where other files of the ledger are read', () => {
  test('a receipt file: a warning names it, it reads as no receipts', async () => {
    const rel = `.evolving/results/receipts/${receiptKey(REF)}.jsonl`;
    const built = scenario({ headLinks: { [rel]: SECRET_PATH } });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    expectNoSecret(run, gh);
    expect(warnings(run)).toContain(
      `${rel}: is a symbolic link (not followed) — read as no receipts`,
    );
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
  }, 60_000);

  test('a receipt FIFO in the work tree: the run finishes, a warning names it', async () => {
    const rel = `.evolving/results/receipts/${receiptKey(REF)}.jsonl`;
    const built = scenario();
    plantFifo(join(built.dir, rel));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    expectNoSecret(run, gh);
    expect(warnings(run)).toContain(`${rel}: is a FIFO (not read) — read as no receipts`);
  }, 60_000);

  test.each([
    // A selected-list the pull request commits (under .evolving/results/ or wherever the input
    // points) is not evidence for it: never read.
    [
      'the default selected-list',
      '.evolving/results/selected.json',
      undefined,
      'added or changed by this pull request — not evidence for it (ignored for the verdicts)',
    ],
    [
      'a custom selected-list input',
      'ci/selected.json',
      'ci/selected.json',
      'added or changed by this pull request — not evidence for it (ignored for the verdicts)',
    ],
  ])(
    '%s: a warning names it, it is ignored',
    async (_name, rel, input, why) => {
      const built = scenario({ headLinks: { [rel]: SECRET_PATH } });
      const gh = await e2e.gh();
      const run = await e2e.run(gh, built, {
        inputs: input === undefined ? {} : { 'selected-list': input },
      });
      expectNoSecret(run, gh);
      expect(warnings(run)).toContain(`${rel}: ${why}`);
    },
    60_000,
  );

  test('HEAD: a warning names it, it reads as empty', async () => {
    const built = scenario({ headLinks: { '.evolving/HEAD': SECRET_PATH } });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    expectNoSecret(run, gh);
    expect(warnings(run)).toContain(
      '.evolving/HEAD: is a symbolic link (not followed) — read as empty',
    );
  }, 60_000);

  test('a state file link: never written through (the action writes no state cache, even with run-checks)', async () => {
    const target = join(outside, 'bashrc');
    const built = scenario();
    writeFileSync(target, 'unchanged\n');
    const id = built.baseTicks[0]?.id ?? '';
    const rel = `.evolving/results/state/${id}.json`;
    mkdirSync(join(built.dir, '.evolving', 'results', 'state'), { recursive: true });
    symlinkSync(target, join(built.dir, rel));
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': true } });
    expectNoSecret(run, gh);
    expect(readFileSync(target, 'utf8')).toBe('unchanged\n');
    // The checks ran and left receipts, but ev's per-host state cache is not the action's to keep.
    expect(run.outputs['checks-run']).toBe('1');
    expect(readdirSync(join(built.dir, '.evolving', 'results', 'state'))).toEqual([`${id}.json`]);
    expect(warnings(run).filter((w) => w.includes('results/state'))).toEqual([]);
  }, 60_000);
});

test('a report-path the pull request turned into a link is never written through', async () => {
  const target = join(outside, 'report-target');
  writeFileSync(target, 'unchanged\n');
  const built = scenario({ headLinks: { 'out/report.json': target } });
  const gh = await e2e.gh();
  const run = await e2e.run(gh, built, { inputs: { 'report-path': 'out/report.json' } });
  expectNoSecret(run, gh);
  expect(readFileSync(target, 'utf8')).toBe('unchanged\n');
  expect(run.outputs.report).toBe('');
  expect(warnings(run)).toContainEqual(
    expect.stringMatching(
      /^Could not write the JSON report to .*out\/report\.json: .*symbolic link/,
    ),
  );
  // The verdict is not lost: the outputs, the summary and the exit status still carry it
  // (the guarded binding has no receipt here: not-run, which gates).
  expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '1' });
  expect(run.exitCode).toBe(1);
  expect(run.summary).toContain('not-run');
}, 60_000);

test('a working-directory reached through a link is refused with one clear error', async () => {
  const built = scenario({ ledgerDir: 'ledger' });
  renameSync(join(built.dir, 'ledger'), join(built.dir, 'ledger-real'));
  symlinkSync(join(built.dir, 'ledger-real'), join(built.dir, 'ledger'));
  const gh = await e2e.gh();
  const run = await e2e.run(gh, built, { inputs: { 'working-directory': 'ledger' } });
  expect(run.exitCode).toBe(1);
  expect(errors(run)).toEqual([
    'working-directory ledger: ledger is a symbolic link, not a directory (links are not followed)',
  ]);
  expect(run.outputs.conclusion).toBe('failure');
  expectNoViolations(gh);
}, 60_000);

// The warnings the `verify` command keeps off its stderr (ev's) are the action's.
describe('warnings ev does not print are carried by the action', () => {
  test('a directory inside ticks/ and a duplicate key: warning annotations and the summary', async () => {
    const built = scenario({
      headFiles: ({ base }) => {
        const tick = base[0];
        if (!tick) throw new Error('no base tick');
        return {
          '.evolving/ticks/deadbeef0001/keep': '',
          [tick.path]: tick.text.replace(
            '"blame": "Ada Lovelace",',
            '"blame": "Mallory",\n  "blame": "Ada Lovelace",',
          ),
        };
      },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    expectNoViolations(gh);
    const annotations = sentAnnotations(run.to(ROUTES.createCheckRun));
    const tick = built.baseTicks[0];
    expect(annotations).toContainEqual(
      expect.objectContaining({
        path: '.evolving/ticks/deadbeef0001',
        annotation_level: 'warning',
        message: 'deadbeef0001: warning: not a regular file — skipped, as ev skips it',
      }),
    );
    expect(annotations).toContainEqual(
      expect.objectContaining({
        path: tick?.path,
        annotation_level: 'warning',
        message: expect.stringContaining('warning: duplicate key "blame"') as unknown,
      }),
    );
    expect(run.summary).toContain('deadbeef0001: warning: not a regular file');
    expect(run.summary).toContain('duplicate key');
  }, 60_000);
});
