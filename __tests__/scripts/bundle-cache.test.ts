/**
 * scripts/bundle-cache.mjs: which bundle the tests run and which one CI's
 * dist/ check compares. The script runs in a copy of its repository's layout
 * whose bundler (scripts/bundle.mjs) is a stand-in that writes what it was
 * asked, so what was built and what was taken from dist/ can be told apart.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from '@jest/globals';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A bundler that writes the files a bundle has, each saying it was built. */
const STAND_IN_BUNDLER = `
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCES_KEY_FILE, sourcesKey } from './bundle-cache.mjs';
const out = process.argv[process.argv.indexOf('--out') + 1];
mkdirSync(out, { recursive: true });
for (const file of ['index.js', 'action.js', 'cli.js']) writeFileSync(join(out, file), 'built\\n');
writeFileSync(join(out, SOURCES_KEY_FILE), sourcesKey() + '\\n');
`;

let repo: string;

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'ev-bundle-cache-'));
  mkdirSync(join(repo, 'scripts'));
  mkdirSync(join(repo, 'src'));
  mkdirSync(join(repo, 'dist'));
  for (const script of ['bundle-cache.mjs', 'ascii-only.mjs'])
    copyFileSync(join(ROOT, 'scripts', script), join(repo, 'scripts', script));
  writeFileSync(join(repo, 'scripts', 'bundle.mjs'), STAND_IN_BUNDLER);
  writeFileSync(join(repo, 'src', 'main.ts'), 'export const answer = 42;\n');
  writeFileSync(join(repo, 'tsconfig.json'), '{}\n');
  writeFileSync(join(repo, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(repo, 'package-lock.json'), '{ "packages": {} }\n');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

/** What the copy's currentBundleDir returns: its index.js's text, and its own key. */
function bundleOf(options: { fromDist: boolean }): { index: string; key: string } {
  const script = `
    const m = await import(${JSON.stringify(join(repo, 'scripts', 'bundle-cache.mjs'))});
    const dir = m.currentBundleDir(${JSON.stringify(options)});
    const { readFileSync } = await import('node:fs');
    process.stdout.write(JSON.stringify({ index: readFileSync(dir + '/index.js', 'utf8'), key: m.sourcesKey() }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repo,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as { index: string; key: string };
}

/** A committed dist/ that names `key` as its sources'. */
function commitDist(key: string): void {
  for (const file of ['index.js', 'action.js', 'cli.js'])
    writeFileSync(join(repo, 'dist', file), 'committed\n');
  writeFileSync(join(repo, 'dist', 'sources-key.txt'), `${key}\n`);
}

test('the tests take the committed dist/ when it names the current sources: nothing is built', () => {
  const { key } = bundleOf({ fromDist: false }); // builds into the cache once, to learn the key
  rmSync(join(repo, 'node_modules'), { recursive: true, force: true });
  commitDist(key);
  expect(bundleOf({ fromDist: true }).index).toBe('committed\n');
});

test('a dist/ bundled from other sources, or naming none, is not taken: the sources are bundled', () => {
  const { key } = bundleOf({ fromDist: false });
  rmSync(join(repo, 'node_modules'), { recursive: true, force: true });
  commitDist(key);
  writeFileSync(join(repo, 'src', 'main.ts'), 'export const answer = 43;\n');
  expect(bundleOf({ fromDist: true }).index).toBe('built\n');

  rmSync(join(repo, 'node_modules'), { recursive: true, force: true });
  rmSync(join(repo, 'dist', 'sources-key.txt'));
  expect(bundleOf({ fromDist: true }).index).toBe('built\n');
});

test("CI's dist/ check never takes dist/, even one that names the current sources", () => {
  const { key } = bundleOf({ fromDist: false });
  rmSync(join(repo, 'node_modules'), { recursive: true, force: true });
  commitDist(key);
  expect(bundleOf({ fromDist: false }).index).toBe('built\n');
  expect(readFileSync(join(ROOT, 'scripts', 'ci.sh'), 'utf8')).toContain(
    'fresh=$(node scripts/bundle-cache.mjs)',
  );
});

test("the committed dist/ names the key of the sources it was bundled from, as CI's check makes sure", () => {
  expect(readFileSync(join(ROOT, 'dist', 'sources-key.txt'), 'utf8')).toMatch(/^[0-9a-f]{16}\n$/);
});
