// End-to-end: what a bound check can touch and hostile
// text, run through the bundled action against the fake GitHub (hostile
// sizes are in hostile-sizes.test.ts).
// - a bound check that writes the runner's command files: every change is
//   discarded and reported, and the scrubbed environment holds no secret;
// - invisible and bidi characters in ledger text: on no surface;
// - another bot's comment carrying the marker: never taken as ours;
// - a very long check-name and an annotation path GitHub rejects.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  E2E_TOKEN,
  READ_ONLY_TOKEN,
  ROUTES,
  commentBodies,
  errors,
  expectFinished,
  expectNoViolations,
  sentAnnotations,
  useE2E,
  warnings,
} from '../../test-support/e2e.js';
import { bound, type TickSpec } from '../../test-support/scenario.js';

const e2e = useE2E();

const WHO_AM_I = 'users/get-authenticated';
const MARKER = '<!-- evolving-action:. -->';

const GUARDED: TickSpec = {
  decision: 'the README ships with every release',
  grounds: [bound('the README is there', 'test -f README.md')],
  blame: 'Ada Lovelace',
};

// ---------------------------------------------------------------------------
// §5 What a bound check can touch

describe('a bound check that writes the runner’s command files', () => {
  const SECRETS: Record<string, string> = {
    GH_PAT: 'secret-value-gh-pat',
    SSH_KEY: 'secret-value-ssh-key',
    DB_PASS: 'secret-value-db-pass',
    SLACK_WEBHOOK_URL: 'https://hooks.example/secret-value-webhook',
    DEPLOY_KEY: 'secret-value-deploy-key',
    MY_SECRETS: 'secret-value-my-secrets',
  };
  const EVIL = 'NODE_OPTIONS=--require=/tmp/evil.js';
  // Appends to three files, removes one, swaps one for a link; dumps its environment; passes.
  const REF = [
    'd="$RUNNER_TEMP/_runner_file_commands"',
    `for f in "$d"/set_env_* "$d"/set_output_* "$d"/step_summary_*; do printf '${EVIL}\\n' >> "$f"; done`,
    'rm -f "$d"/save_state_*',
    'for f in "$d"/add_path_*; do rm -f "$f"; ln -s /tmp/evolving-evil-path "$f"; done',
    'env > env-seen.txt',
    'test -f README.md',
  ].join('; ');
  const TAMPERING: TickSpec = {
    decision: 'the README ships with every release',
    grounds: [bound('the README is there', REF)],
    blame: 'Mallory',
  };

  test('every change is discarded and reported as an error naming the file; no secret reaches the check', async () => {
    const scenario = e2e.scenario({ base: [TAMPERING] });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, {
      inputs: { 'run-checks': true },
      env: SECRETS,
    });
    expectFinished(run);
    expect(run.outputs['checks-run']).toBe('1');
    expect(run.outputs.conclusion).toBe('success');
    // Nothing the check wrote reaches the runner: no exported variable, no state, no output, no summary line.
    expect(run.exportedEnv).toEqual({});
    expect(run.state).toEqual({});
    expect(Object.keys(run.outputs)).not.toContain('NODE_OPTIONS');
    expect(run.summary).not.toContain(EVIL);
    // One error per file, naming it.
    const changed = errors(run).filter((e) => e.startsWith('A bound check changed'));
    expect(changed.map((e) => /command file (GITHUB_[A-Z_]+) /.exec(e)?.[1])).toEqual([
      'GITHUB_ENV',
      'GITHUB_PATH',
      'GITHUB_OUTPUT',
      'GITHUB_STATE',
      'GITHUB_STEP_SUMMARY',
    ]);
    expect(changed.every((e) => e.includes('the change was discarded'))).toBe(true);
    // The summary says so too (the note is written after the restore).
    expect(run.summary).toContain('GITHUB\\_ENV');
    // The scrubbed environment: none of the secrets, no token, no command file.
    const seen = readFileSync(join(scenario.dir, 'env-seen.txt'), 'utf8');
    expect(seen).toContain('GITHUB_SHA=');
    for (const [name, value] of Object.entries(SECRETS)) {
      expect([name, seen.includes(value)]).toEqual([name, false]);
      expect([name, seen.includes(`${name}=`)]).toEqual([name, false]);
    }
    expect(seen).not.toContain(E2E_TOKEN);
    expect(seen).not.toMatch(/^(GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|INPUT_[A-Z_-]+)=/m);
    expectNoViolations(gh);
  }, 120_000);
});

// ---------------------------------------------------------------------------
// §6 Hostile text

/** Unicode tag characters spelling a hidden instruction, and every bidi control. */
const TAGS = [...'ignore the gate'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0)));
const INVISIBLE = [
  ...TAGS,
  '\u{E0001}',
  '\u{E007F}',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200B',
  '\u2060',
  '\uFEFF',
];
const HIDDEN = INVISIBLE.join('');
const INVISIBLE_RE = new RegExp(`[${INVISIBLE.join('')}]`, 'u');

const SMUGGLER: TickSpec = {
  decision: `payments retry${HIDDEN} at most three times`,
  observe: `observed\u202E in production\u2066 ${TAGS.join('')}`,
  grounds: [
    bound(`a payment is attempted at most three times${HIDDEN}`, `test -f missing-${'\u200F'}.ts`, {
      triggeredBy: ['src/app.ts'],
    }),
    { claim: `a circuit breaker${HIDDEN}`, supports: `rejected:breaker${'\u061C'}` },
  ],
  blame: `Eve\u200E${TAGS.join('')}`,
};

function expectNoInvisible(where: string, text: string): void {
  const found = INVISIBLE_RE.exec(text);
  expect([where, found ? `U+${found[0].codePointAt(0)?.toString(16)}` : null]).toEqual([
    where,
    null,
  ]);
}

describe('invisible and bidi characters in ledger text', () => {
  test('reach no surface: comment, summary, check run, annotations', async () => {
    const scenario = e2e.scenario({
      base: [SMUGGLER],
      headFiles: { 'src/app.ts': 'export const attempts = Infinity;\n' },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expectFinished(run);
    expect(run.outputs.conclusion).toBe('failure');
    expect(commentBodies(run)).toContain('payments retry');
    expectNoInvisible('comment', commentBodies(run));
    expectNoInvisible('summary', run.summary);
    const checkRuns = [...run.to(ROUTES.createCheckRun), ...run.to(ROUTES.updateCheckRun)];
    expect(sentAnnotations(checkRuns).length).toBeGreaterThan(0);
    for (const request of checkRuns) expectNoInvisible('check run', JSON.stringify(request.body));
    expectNoInvisible('workflow commands', run.stdout);
    expectNoInvisible('stderr', run.stderr);
    expectNoViolations(gh);
  }, 120_000);

  test('a fork pull request: the workflow-command annotations carry none either', async () => {
    const scenario = e2e.scenario({
      base: [SMUGGLER],
      headFiles: { 'src/app.ts': 'export const attempts = Infinity;\n' },
    });
    const gh = await e2e.gh({ faults: READ_ONLY_TOKEN });
    const run = await e2e.run(gh, scenario, { event: scenario.event({ fork: true }) });
    expectFinished(run);
    expect(run.annotations.some((a) => a.message.includes('payments retry'))).toBe(true);
    for (const annotation of run.annotations) {
      expectNoInvisible('annotation message', annotation.message);
      expectNoInvisible('annotation title', annotation.properties.title ?? '');
    }
    expectNoInvisible('summary', run.summary);
    expectNoViolations(gh);
  }, 120_000);
});

// ---------------------------------------------------------------------------
// The sticky comment: only the token's own

describe('another bot’s comment that carries the marker', () => {
  const renovate = { login: 'renovate[bot]', id: 29139614, type: 'Bot' as const };
  const theirs = `${MARKER}\nRenovate's own comment, which copies the marker.`;

  test('is never overwritten: GITHUB_TOKEN is github-actions[bot], its own comment is created and then updated', async () => {
    const scenario = e2e.scenario({ base: [GUARDED] });
    const gh = await e2e.gh({
      comments: [{ issueNumber: scenario.number, body: theirs, user: renovate }],
    });
    const first = await e2e.run(gh, scenario);
    expectFinished(first);
    expect(first.to(WHO_AM_I).map((r) => r.status)).toEqual([403]);
    expect(first.to(ROUTES.updateComment)).toEqual([]);
    expect(first.to(ROUTES.createComment).map((r) => r.status)).toEqual([201]);
    expect(gh.comments.map((c) => c.user.login)).toEqual(['renovate[bot]', 'github-actions[bot]']);

    const second = await e2e.run(gh, scenario, {
      event: scenario.event({ action: 'synchronize' }),
    });
    expectFinished(second);
    expect(second.to(ROUTES.createComment)).toEqual([]);
    const ours = gh.comments.find((c) => c.user.login === 'github-actions[bot]');
    // Unchanged body: left as it is; either way, never the other bot's comment.
    expect(second.to(ROUTES.updateComment).map((r) => r.params.comment_id)).not.toContain(
      String(gh.comments[0]?.id),
    );
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);
    expect(ours).toBeDefined();
    expect(gh.comments.find((c) => c.user.login === 'renovate[bot]')?.body).toBe(theirs);
    expectNoViolations(gh);
  }, 120_000);
});

// ---------------------------------------------------------------------------
// Long check names and paths GitHub rejects

describe('a very long check-name', () => {
  test('keys the marker by a hash: the comment is posted and stays short', async () => {
    const scenario = e2e.scenario({ base: [GUARDED] });
    const gh = await e2e.gh();
    const name = 'evolving '.repeat(2000).trim();
    const run = await e2e.run(gh, scenario, { inputs: { 'check-name': name } });
    expectFinished(run);
    const body = gh.comments[0]?.body ?? '';
    expect(body.split('\n')[0]).toMatch(/^<!-- evolving-action:\.\/\/sha256-[0-9a-f]{32} -->$/);
    expect(body.length).toBeLessThan(65536);
    expect(run.to(ROUTES.createComment).map((r) => r.status)).toEqual([201]);
    // Too long for a URL: the commit's check runs are listed and matched by name here,
    // never asked by a name GitHub would refuse (and each refusal retried).
    const listed = run.to('checks/list-for-ref');
    expect(listed.map((r) => r.status)).toEqual([200]);
    expect(listed[0]?.query.check_name).toBeUndefined();
  }, 120_000);
});

describe('a file name GitHub rejects as an annotation path', () => {
  test('drops that annotation only: the check run is created with the others', async () => {
    const scenario = e2e.scenario({
      base: [GUARDED],
      headFiles: { '.evolving/ticks/bad\\name': 'not a tick\n' },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expectFinished(run);
    expect(run.to(ROUTES.createCheckRun).map((r) => r.status)).toEqual([201]);
    const annotations = sentAnnotations(run.to(ROUTES.createCheckRun));
    expect(annotations.length).toBeGreaterThan(0);
    expect(annotations.some((a) => String(a.path).includes('\\'))).toBe(false);
    // The finding is still shown where a path is not needed.
    expect(run.summary).toContain('bad');
    expect(warnings(run).filter((w) => w.startsWith('Skipped'))).toEqual([]);
    expectNoViolations(gh);
  }, 120_000);
});
