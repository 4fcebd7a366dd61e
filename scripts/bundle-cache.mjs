#!/usr/bin/env node
// The bundle of the current sources, for the tests and for CI's dist/ check:
// what `node scripts/bundle.mjs` makes of the work tree as it is now, built
// once per state of the sources and kept in node_modules/.cache (removed by
// `npm ci`). The key hashes every file under src/, the bundler script, the
// TypeScript config, package.json's module type and dependencies, and the
// versions the lock file installs for them and for ncc: an edit anywhere the
// bundle comes from makes a new bundle, and an unchanged tree reuses the last.
//
//   node scripts/bundle-cache.mjs              # prints the bundle's directory (built if needed)
//   node scripts/bundle-cache.mjs --keep dist  # `npm run bundle`: dist/ is that bundle
//
// Every bundle names the key it was made from (dist/sources-key.txt). The tests
// take the committed dist/ when its key is the current sources' (a fresh
// clone: nothing to build); CI's dist/ check never does, it always bundles the
// sources anew and compares (scripts/ci.sh), so a dist/ that is not what its
// key says fails CI.
//
// Several jest workers (and several `npm test` runs) may ask at once: one
// builds, under a lock directory, and the others wait for its result, which
// appears whole (renamed into place).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'evolving-action');
/** The file of a bundle that names the key of the sources it was made from. */
export const SOURCES_KEY_FILE = 'sources-key.txt';
/** What the bundle is made from besides src/, package.json and the lock file's non-dev packages. */
const INPUT_FILES = ['scripts/bundle.mjs', 'scripts/ascii-only.mjs', 'tsconfig.json'];
/** Bundles kept: the current one and a few before it (another branch, a stash popped back). */
const KEEP = 3;
/** A lock older than this, whose owner cannot be told, was left by a build that died. */
const STALE_LOCK_MS = 15 * 60 * 1000;
const POLL_MS = 250;

function filesUnder(dir) {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(join(REPO_ROOT, path)).isFile());
}

/** The key of the current sources: a hash over each input's path and content. */
export function sourcesKey() {
  const hash = createHash('sha256');
  const files = [...filesUnder('src'), ...INPUT_FILES].map((path) => path.split(sep).join('/'));
  for (const path of files.sort()) {
    const content = readFileSync(join(REPO_ROOT, path));
    hash.update(`${path}\0${content.length}\0`).update(content);
  }
  // A script or a dev tool changes no bundle: the module type, the dependencies and the
  // versions installed for them, and the bundler itself, do.
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8'));
  const bundled = Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path !== '' && (!entry.dev || path.endsWith('/@vercel/ncc')))
    .map(([path, entry]) => [path, entry.version, entry.integrity]);
  hash.update(JSON.stringify({ type: pkg.type, dependencies: pkg.dependencies, bundled }));
  return hash.digest('hex').slice(0, 16);
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Removes all but the KEEP most recently built bundles. */
function prune() {
  const bundles = readdirSync(CACHE_DIR)
    .filter((name) => name.startsWith('bundle-') && !name.endsWith('.lock'))
    .map((name) => ({ name, time: statSync(join(CACHE_DIR, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of bundles.slice(KEEP))
    rmSync(join(CACHE_DIR, name), { recursive: true, force: true });
}

function build(target) {
  const scratch = mkdtempSync(join(CACHE_DIR, 'building-'));
  try {
    execFileSync(process.execPath, ['scripts/bundle.mjs', '--out', scratch], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    renameSync(scratch, target);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`bundling the current sources failed:\n${output || error.message}`);
  }
}

/** Whether the process that took a lock is gone (killed mid-build), so the lock is stale. */
function ownerGone(lock) {
  let pid;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Not written yet (just taken), or released meanwhile: only age can tell.
    return Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/** Takes the lock; false when another live process holds it. */
function tryLock(lock) {
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    try {
      if (ownerGone(lock)) rmSync(lock, { recursive: true, force: true });
    } catch {
      // Released meanwhile: look again.
    }
    return false;
  }
}

/** Whether the committed dist/ was bundled from the sources whose key is `key`. */
function distMadeFrom(key) {
  try {
    return readFileSync(join(REPO_ROOT, 'dist', SOURCES_KEY_FILE), 'utf8').trim() === key;
  } catch {
    return false;
  }
}

/**
 * The directory holding index.js, action.js, cli.js and package.json for the
 * current sources, built when it is not there yet. With `fromDist` (the
 * tests), the committed dist/ is taken instead of a build when it names the
 * current sources' key; CI's dist/ check leaves it false, to compare a build.
 */
export function currentBundleDir({ fromDist = false } = {}) {
  const key = sourcesKey();
  const target = join(CACHE_DIR, `bundle-${key}`);
  if (fromDist && !existsSync(target) && distMadeFrom(key)) return keep(join(REPO_ROOT, 'dist'));
  mkdirSync(CACHE_DIR, { recursive: true });
  const lock = `${target}.lock`;
  for (;;) {
    if (existsSync(target)) return target;
    if (tryLock(lock)) break;
    sleep(POLL_MS);
  }
  try {
    if (!existsSync(target)) {
      build(target);
      prune();
    }
    return target;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Keeps `dir`, just bundled from the work tree (`npm run bundle` into
 * dist/), as the current sources' bundle, so the tests need not build it again.
 */
export function keep(dir) {
  const target = join(CACHE_DIR, `bundle-${sourcesKey()}`);
  if (existsSync(target)) return target;
  mkdirSync(CACHE_DIR, { recursive: true });
  const scratch = mkdtempSync(join(CACHE_DIR, 'keeping-'));
  cpSync(dir, scratch, { recursive: true });
  try {
    renameSync(scratch, target);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // another process put it there first
  }
  prune();
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const keepFlag = process.argv.indexOf('--keep');
  const dir = keepFlag > 0 ? keep(process.argv[keepFlag + 1]) : currentBundleDir();
  process.stdout.write(`${dir}\n`);
}
