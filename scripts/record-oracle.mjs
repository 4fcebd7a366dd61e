#!/usr/bin/env node
/**
 * Records parity cases from a given `ev` binary (it never builds ev).
 *
 *   node scripts/record-oracle.mjs --ev /path/to/ev CASE_DIR...
 *
 * A case directory has the format of fixtures/oracle (CONTRIBUTING.md#a-case):
 * `cmd` (the arguments), `compare` (full | ordered | stdout | exit), `about`, optional
 * `capture` (files the command writes, one per line; a path ending in `/` is a directory),
 * and either
 *   - `setup.sh <empty-dir>`: builds the scenario without ev (written by hand), or
 *   - `scenario.sh <empty-dir>`: builds it WITH ev (`"$EV" decide …`, `"$EV" supersede …`);
 *     the recorder runs it once and freezes what it made into `setup.sh` (every file
 *     written as exact bytes; a git repository, if the scenario made one, becomes one
 *     commit at a fixed date), so the project's tests replay the scenario without ev.
 * The recorder then runs `ev <cmd>` on a fresh copy of the scenario and writes
 * `expected.stdout`, `expected.stderr`, `expected.exit` and `expected.files/`, with the
 * temp path as `<DIR>` and RFC 3339 `…Z` timestamps as `<TS>` (as the runners normalise).
 *
 * The environment is the corpus's: LC_ALL=C.UTF-8, TZ=UTC, a fresh HOME, no git
 * system or global config, no repository discovered above the case.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { corpusEnv, normalizeOutput } from './corpus.mjs';

const PRELUDE = `#!/bin/sh
# Frozen by scripts/record-oracle.mjs from scenario.sh -- edit scenario.sh and re-record.
# Usage: setup.sh <empty-dir>   builds the scenario for this case inside <empty-dir>.
set -eu
cd "$1"
export GIT_AUTHOR_NAME='Corpus Author' GIT_AUTHOR_EMAIL='author@corpus.invalid'
export GIT_COMMITTER_NAME='Corpus Author' GIT_COMMITTER_EMAIL='author@corpus.invalid'
export GIT_CONFIG_NOSYSTEM=1

# put PATH: write stdin to PATH without the heredoc's final newline (exact bytes)
put() { mkdir -p "$(dirname "$1")"; printf '%s' "$(cat)" > "$1"; }
# putn PATH: write stdin to PATH as is (newline-terminated text)
putn() { mkdir -p "$(dirname "$1")"; cat > "$1"; }
`;

const DELIMITER = 'EV_EOF';

function usage(message) {
  process.stderr.write(`error: ${message}\nusage: record-oracle.mjs --ev EV_BINARY CASE_DIR...\n`);
  process.exit(2);
}

function shellQuote(text) {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function filesBelow(root, skip = () => false) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const rel = relative(root, path);
      if (skip(rel)) continue;
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile()) out.push(rel);
    }
  };
  walk(root);
  return out;
}

function directoriesBelow(root, skip) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const rel = relative(root, path);
      if (skip(rel) || !statSync(path).isDirectory()) continue;
      out.push(rel);
      walk(path);
    }
  };
  walk(root);
  return out;
}

/** One file as a setup.sh step that recreates its exact bytes. */
function fileStep(rel, bytes) {
  const text = bytes.toString('utf8');
  const exactUtf8 = Buffer.from(text, 'utf8').equals(bytes) && !text.includes('\0');
  const safe = exactUtf8 && !text.split('\n').includes(DELIMITER) && !text.includes('\r');
  if (safe && text.endsWith('\n'))
    return `putn ${shellQuote(rel)} <<'${DELIMITER}'\n${text}${DELIMITER}\n`;
  if (safe && text !== '' && !text.endsWith('\n'))
    return `put ${shellQuote(rel)} <<'${DELIMITER}'\n${text}\n${DELIMITER}\n`;
  let escaped = '';
  for (const byte of bytes) {
    const ch = String.fromCharCode(byte);
    escaped +=
      byte >= 0x20 && byte < 0x7f && !`\\'%`.includes(ch)
        ? ch
        : `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `mkdir -p ${shellQuote(dirname(rel))}; printf '${escaped}' > ${shellQuote(rel)}\n`;
}

/** Runs scenario.sh with ev and freezes the directory it built into setup.sh. */
function freezeScenario(caseDir, ev) {
  const tmp = mkdtempSync(join(tmpdir(), 'record-scenario-'));
  try {
    const work = join(tmp, 'work');
    mkdirSync(work);
    const env = corpusEnv(join(tmp, 'home'), { set: { EV: ev } });
    const run = spawnSync('sh', [join(caseDir, 'scenario.sh'), work], { env, encoding: 'utf8' });
    if (run.status !== 0)
      throw new Error(`scenario.sh failed (exit ${run.status}):\n${run.stderr}${run.stdout}`);
    const isGit = existsSync(join(work, '.git'));
    const skip = (rel) => rel === '.git' || rel.startsWith(`.git/`);
    let body = isGit
      ? 'git -c init.defaultBranch=main init -q\ngit symbolic-ref HEAD refs/heads/main\n'
      : '';
    for (const dir of directoriesBelow(work, skip)) body += `mkdir -p ${shellQuote(dir)}\n`;
    for (const rel of filesBelow(work, skip)) body += fileStep(rel, readFileSync(join(work, rel)));
    if (isGit) {
      body +=
        'git add -A\n' +
        'GIT_AUTHOR_DATE=2026-01-01T00:00:01Z GIT_COMMITTER_DATE=2026-01-01T00:00:01Z git -c commit.gpgsign=false commit -q --allow-empty -m scenario\n';
    }
    const setup = join(caseDir, 'setup.sh');
    writeFileSync(setup, `${PRELUDE}\n${body}`);
    chmodSync(setup, 0o755);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function readCase(caseDir) {
  const read = (name, fallback) =>
    existsSync(join(caseDir, name)) ? readFileSync(join(caseDir, name), 'utf8') : fallback;
  const cmd = read('cmd', undefined);
  if (cmd === undefined) throw new Error('no cmd file');
  const capture = read('capture', '')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return { cmd: cmd.trim(), capture };
}

/** Builds the scenario from setup.sh, runs `ev <cmd>` there and writes expected.*. */
function record(caseDir, ev) {
  const { cmd, capture } = readCase(caseDir);
  const tmp = mkdtempSync(join(tmpdir(), 'record-run-'));
  try {
    const work = join(tmp, 'work');
    mkdirSync(work);
    const env = corpusEnv(join(tmp, 'home'));
    const setup = spawnSync('sh', [join(caseDir, 'setup.sh'), work], { env, encoding: 'utf8' });
    if (setup.status !== 0) throw new Error(`setup.sh failed:\n${setup.stderr}`);
    // The shell splits `cmd` (quotes, no expansions in the corpus's cmd files).
    const run = spawnSync('sh', ['-c', `exec "$EV_UNDER_RECORD" ${cmd}`], {
      cwd: work,
      env: { ...env, EV_UNDER_RECORD: ev },
    });
    writeFileSync(
      join(caseDir, 'expected.stdout'),
      normalizeOutput(run.stdout.toString('utf8'), work),
    );
    writeFileSync(
      join(caseDir, 'expected.stderr'),
      normalizeOutput(run.stderr.toString('utf8'), work),
    );
    writeFileSync(join(caseDir, 'expected.exit'), `${run.status ?? -1}\n`);
    const expectedFiles = join(caseDir, 'expected.files');
    rmSync(expectedFiles, { recursive: true, force: true });
    for (const rel of capture) {
      const target = join(work, rel);
      const rels = rel.endsWith('/')
        ? existsSync(target)
          ? filesBelow(target).map((below) => join(rel, below))
          : []
        : existsSync(target)
          ? [rel]
          : [];
      for (const file of rels) {
        const out = join(expectedFiles, file);
        mkdirSync(dirname(out), { recursive: true });
        writeFileSync(out, normalizeOutput(readFileSync(join(work, file), 'utf8'), work));
      }
    }
    return run.status;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function main(argv) {
  const at = argv.indexOf('--ev');
  if (at < 0 || argv[at + 1] === undefined) usage('--ev EV_BINARY is required');
  const ev = resolve(argv[at + 1]);
  const cases = argv.filter((_, i) => i !== at && i !== at + 1).map((dir) => resolve(dir));
  if (cases.length === 0) usage('no case directory given');
  let failed = 0;
  for (const caseDir of cases) {
    try {
      if (existsSync(join(caseDir, 'scenario.sh'))) freezeScenario(caseDir, ev);
      if (!existsSync(join(caseDir, 'setup.sh')))
        throw new Error('neither setup.sh nor scenario.sh');
      const status = record(caseDir, ev);
      process.stdout.write(`recorded ${relative(process.cwd(), caseDir)} (exit ${status})\n`);
    } catch (error) {
      failed++;
      process.stderr.write(
        `${caseDir}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
  process.exit(failed === 0 ? 0 : 1);
}

main(process.argv.slice(2));
