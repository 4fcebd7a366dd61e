// End-to-end: advice that names the actual cause, on the
// bundled action, real git repositories and the OpenAPI-validating fake
// GitHub. A red test whose counter-test fails too (the README's own pattern:
// the same test against the rejected implementation) leads with "make it
// pass"; a push is never told to do something "in this pull request"; a
// ledger in a subdirectory without `working-directory` names where it is;
// warnings and errors are plain text, the summary has code spans.
import { describe, expect, test } from '@jest/globals';
import { pushEvent } from '../../test-support/events.js';
import {
  commentBodies,
  errors,
  explain,
  reportBindings,
  useE2E,
  warnings,
} from '../../test-support/e2e.js';
import { bound, EV_INIT_CONFIG, type TickSpec } from '../../test-support/scenario.js';

const e2e = useE2E();

/** The test, and the counter-test that runs it against the rejected implementation. */
const PAGING: TickSpec = {
  decision: 'the answer stays 42',
  grounds: [
    bound('callers rely on 42', 'grep -q 42 src/app.ts', {
      triggeredBy: ['src/app.ts'],
      counterTest: 'grep -q 42 src/rejected.ts',
    }),
  ],
  blame: 'Ada Lovelace',
};
const FILES = { 'src/rejected.ts': 'export const answer = 41;\n' };
const BROKEN_CODE = { 'src/app.ts': 'export const answer = 43;\n' };

describe('the cause, not the label', () => {
  test('red, not falsifiable: the lead says the check fails and to make it pass', async () => {
    const built = e2e.scenario({ base: [PAGING], baseFiles: FILES, headFiles: BROKEN_CODE });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'all' } });
    expect(reportBindings(run)[0]).toMatchObject({ label: 'unproven' });
    const comment = commentBodies(run);
    expect(comment).toContain(
      'Its guarding check fails. **Make the check pass again, or — if the decision no longer holds — record the new decision with `ev` in this pull request.**',
    );
    expect(comment).toContain('👉 The test fails on `linux-ci` — make it pass again');
    expect(comment).not.toContain('the counter-test did not flip the result');
  }, 60_000);

  test('on push, nothing is to be done "in this pull request"', async () => {
    const built = e2e.scenario({
      base: [PAGING],
      baseFiles: FILES,
      headFiles: BROKEN_CODE,
      checkout: 'head',
    });
    const gh = await e2e.gh();
    const event = pushEvent({ after: built.headSha, before: built.baseSha });
    const run = await e2e.run(gh, built, { event, inputs: { 'run-checks': 'all' } });
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('record the new decision with `ev` in a pull request');
    expect(run.summary).not.toContain('in this pull request');
    const annotations = errors(run).join('\n');
    expect(annotations).not.toContain('in this pull request');
  }, 60_000);

  test('a ledger in a subdirectory without working-directory: the error names where it is', async () => {
    const built = e2e.scenario({ base: [PAGING], ledgerDir: 'services/api', headFiles: {} });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built);
    expect(run.exitCode).toBe(1);
    expect(errors(run).join('\n')).toContain(
      "Found a store below it: set 'working-directory: services/api'",
    );
    expect(run.summary).toContain('set `working-directory: services/api`');
  }, 60_000);
});

describe('plain text where there is no Markdown, code spans where there is', () => {
  test('a bad input: the error has no backticks, the summary no escaped ones', async () => {
    const built = e2e.scenario({ base: [PAGING], headFiles: {} });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'run-checks': 'maybe' } });
    expect(run.exitCode).toBe(1);
    expect(errors(run)[0]).toBe(
      'input \'run-checks\' must be one of false, true, all, needed (got "maybe")',
    );
    expect(run.summary).toContain('input `run-checks` must be one of');
    expect(run.summary).not.toContain('\\`');
  }, 60_000);

  test('a warning of ours reads as plain text', async () => {
    const built = e2e.scenario({ base: [PAGING], headFiles: {}, config: EV_INIT_CONFIG });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, built, { inputs: { 'staleness-ref': 'config' } });
    const upstream = warnings(run).find((w) => w.includes('tracks no upstream branch'));
    if (upstream === undefined) throw new Error(explain(run));
    expect(upstream).toContain("Set 'staleness-ref: none' (the default)");
    expect(upstream).not.toContain('`');
  }, 60_000);
});
