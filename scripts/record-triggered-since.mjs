#!/usr/bin/env node
/**
 * Records real git's answers for the random histories of
 * `__tests__/integration/triggered-since.test.ts`:
 *
 *   node scripts/record-triggered-since.mjs [--check]
 *
 * For each history of scripts/triggered-since-histories.mjs it has git
 * itself write the commits (one `git fast-import`: the same trees, parents,
 * dates and identity as the test's hand-made ones), then asks git every
 * question the test asks, `git rev-list <C>..HEAD -- <paths>` (one process
 * each, all from one `sh`), and writes the commit ids and the answers to
 * fixtures/triggered-since/random-histories.json. The test holds our
 * in-memory answers to every recorded one, re-asks real git a sample of them,
 * and fails when its histories no longer produce the recorded commit ids or
 * questions (then re-record). With `--check`, writes nothing and exits 1 when
 * the fixture differs from what git answers now.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  HISTORIES,
  questionsDigest,
  questionsOf,
  randomHistory,
  sideCommit,
} from './triggered-since-histories.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURE = join(ROOT, 'fixtures', 'triggered-since', 'random-histories.json');

/** The identity the tests' repositories commit with (test-support/git-repo.ts, gitEnv). */
const NAME = 'Test Author';
const EMAIL = 'author@test.invalid';

const quote = (word) => `'${String(word).replace(/'/g, `'\\''`)}'`;

function gitEnv(home) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CEILING_DIRECTORIES: dirname(home),
    LC_ALL: 'C',
    TZ: 'UTC',
  };
}

/** A fast-import stream of the history (branch main) and its side commit (branch side). */
function importStream(commits, side) {
  const parts = [];
  const commit = (ref, mark, { files, date }, parents) => {
    const person = `${NAME} <${EMAIL}> ${date} +0000`;
    parts.push(`commit ${ref}\nmark :${mark}\nauthor ${person}\ncommitter ${person}\ndata 2\nc\n`);
    parents.forEach((p, i) => parts.push(`${i === 0 ? 'from' : 'merge'} :${p + 1}\n`));
    parts.push('deleteall\n');
    for (const [path, text] of Object.entries(files)) {
      const bytes = Buffer.from(text, 'utf8');
      parts.push(`M 100644 inline ${path}\ndata ${bytes.length}\n${text}\n`);
    }
    parts.push('\n');
  };
  commits.forEach((c, i) => commit('refs/heads/main', i + 1, c, c.parents));
  commit('refs/heads/side', commits.length + 1, side, [side.parent]);
  parts.push('done\n');
  return parts.join('');
}

/** Records one history: its commit ids, its side commit, its questions' digest, git's answers. */
function record([seed, size, mergeRate]) {
  const root = mkdtempSync(join(tmpdir(), 'ev-record-triggered-'));
  try {
    const dir = join(root, 'work');
    const home = join(root, 'home');
    mkdirSync(dir);
    mkdirSync(home);
    const env = gitEnv(home);
    const git = (args, input) =>
      execFileSync('git', args, { cwd: dir, env, input, stdio: ['pipe', 'pipe', 'pipe'] })
        .toString('utf8')
        .trim();
    git(['init', '-q', '-b', 'main']);
    const commits = randomHistory(seed, size, mergeRate);
    const side = sideCommit(size);
    const marks = join(root, 'marks');
    git(
      ['fast-import', '--quiet', '--done', `--export-marks=${marks}`],
      importStream(commits, side),
    );
    const byMark = new Map(
      readFileSync(marks, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.slice(1).split(' ')),
    );
    const ids = commits.map((_, i) => byMark.get(String(i + 1)));
    const sideId = byMark.get(String(commits.length + 1));
    git(['update-ref', '-d', 'refs/heads/side']);
    const questions = questionsOf(seed, ids, sideId);
    const script = questions.map(
      (q) =>
        `if out=$(git rev-list ${quote(`${q.commit}..HEAD`)} -- ${q.paths.map(quote).join(' ')} 2>/dev/null) && [ -n "$out" ]; then echo 1; else echo 0; fi`,
    );
    const answers = execFileSync('sh', ['-c', script.join('\n')], { cwd: dir, env })
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '')
      .join('');
    if (answers.length !== questions.length) throw new Error(`seed ${seed}: answers missing`);
    return {
      seed,
      size,
      mergeRate,
      commits: ids,
      side: sideId,
      questions: questionsDigest(questions),
      answers,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function main() {
  const check = process.argv.includes('--check');
  const fixture = {
    about:
      'git rev-list <C>..HEAD -- <paths> answers (1: it printed a commit) for the random histories of scripts/triggered-since-histories.mjs, in questionsOf order; recorded by scripts/record-triggered-since.mjs',
    recordedWith: execFileSync('git', ['--version']).toString('utf8').trim(),
    histories: HISTORIES.map(record),
  };
  const text = `${JSON.stringify(fixture, null, 2)}\n`;
  if (check) {
    const old = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    const same = JSON.stringify(old.histories) === JSON.stringify(fixture.histories);
    console.log(same ? 'fixture matches git' : 'fixture differs from what git answers now');
    process.exitCode = same ? 0 : 1;
    return;
  }
  mkdirSync(dirname(FIXTURE), { recursive: true });
  writeFileSync(FIXTURE, text);
  const total = fixture.histories.reduce((n, h) => n + h.answers.length, 0);
  console.log(`${FIXTURE}: ${fixture.histories.length} histories, ${total} answers`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
