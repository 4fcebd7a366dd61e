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
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { makeRepo, type TempRepo } from '../../test-support/git-repo.js';
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

/** Runs one step's shell as the runner does (bash --noprofile --norc -eo pipefail), in this repository or `cwd`. */
function runStep(step: RawStep, env: NodeJS.ProcessEnv, cwd = ROOT) {
  return spawnSync(
    'bash',
    ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', step.run ?? ''],
    {
      cwd,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', GITHUB_ENV: '/dev/null', ...env },
    },
  );
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

describe('on a clone as actions/checkout leaves it (fetch-depth: 0)', () => {
  let origin: TempRepo;
  let clone: TempRepo;
  let onMain = '';
  let onBranch = '';
  const envFile = () => join(clone.dir, '..', 'github-env');

  beforeAll(() => {
    origin = makeRepo();
    onMain = origin.commit({ 'a.txt': 'a\n' });
    origin.git(['switch', '-q', '-c', 'side']);
    onBranch = origin.commit({ 'b.txt': 'b\n' });
    origin.git(['switch', '-q', 'main']);
    clone = makeRepo({ init: false });
    clone.git(['clone', '-q', origin.dir, '.']);
    clone.git(['tag', '-a', 'v1.0.0', '-m', 'v1.0.0', onMain]);
    clone.git(['tag', '-a', 'v1.1.0', '-m', 'v1.1.0', onBranch]);
  });
  afterAll(() => {
    origin.cleanup();
    clone.cleanup();
  });

  const inClone = (step: RawStep, env: Record<string, string>) => {
    writeFileSync(envFile(), '');
    return runStep(step, { ...clone.env, GITHUB_ENV: envFile(), ...env }, clone.dir);
  };

  test('a tag on the default branch passes and names its commit; one off it is refused', () => {
    const step = stepNamed(/default branch/);
    expect(inClone(step, { TAG: 'v1.0.0', DEFAULT_BRANCH: 'main' })).toMatchObject({ status: 0 });
    expect(readFileSync(envFile(), 'utf8')).toBe(`COMMIT=${onMain}\n`);
    const off = inClone(step, { TAG: 'v1.1.0', DEFAULT_BRANCH: 'main' });
    expect(off.status).toBe(1);
    expect(off.stdout).toBe(
      `::error::v1.1.0 points at ${onBranch}, which is not on main: tag a commit of main.\n`,
    );
  });

  test('the major tag is created, then moved, on the origin', () => {
    const step = stepNamed(/major tag/);
    expect(inClone(step, { TAG: 'v1.0.0', COMMIT: onMain })).toMatchObject({ status: 0 });
    expect(origin.git(['rev-parse', 'refs/tags/v1']).trim()).toBe(onMain);
    expect(inClone(step, { TAG: 'v1.1.0', COMMIT: onBranch })).toMatchObject({ status: 0 });
    expect(origin.git(['rev-parse', 'refs/tags/v1']).trim()).toBe(onBranch);
  });
});

test('the release is created from the notes, marked as a pre-release for X.Y.Z-suffix', () => {
  const bin = mkdtempSync(join(tmpdir(), 'gh-'));
  try {
    // A stand-in for the GitHub CLI that records its arguments, one per line.
    writeFileSync(join(bin, 'gh'), '#!/bin/sh\nprintf "%s\\n" "$@" > "$(dirname "$0")/args"\n');
    chmodSync(join(bin, 'gh'), 0o755);
    const create = (tag: string) => {
      const env = { PATH: `${bin}:${process.env.PATH ?? ''}`, RUNNER_TEMP: '/runner/temp' };
      const result = runStep(stepNamed(/Create the release/), {
        ...env,
        TAG: tag,
        VERSION: tag.slice(1),
      });
      expect(result).toMatchObject({ status: 0, stderr: '' });
      return readFileSync(join(bin, 'args'), 'utf8').trimEnd().split('\n');
    };
    const release = ['release', 'create', 'v1.2.0', '--verify-tag', '--title', 'v1.2.0'];
    expect(create('v1.2.0')).toEqual([...release, '--notes-file', '/runner/temp/notes.md']);
    expect(create('v1.3.0-rc.1')).toEqual([
      ...release.map((arg) => arg.replace('1.2.0', '1.3.0-rc.1')),
      '--notes-file',
      '/runner/temp/notes.md',
      '--prerelease',
    ]);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});
