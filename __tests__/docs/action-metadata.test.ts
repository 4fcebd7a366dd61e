/**
 * action.yml stays publishable on the GitHub Marketplace (name, description
 * of at most 125 characters, branding from the allowed icons and colours),
 * and one release has one version: package.json, src/version.ts and a dated
 * CHANGELOG.md section agree, which is what the release workflow checks
 * again on the tag (docs/RELEASING.md).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { changelogSection } from '../../scripts/changelog-section.mjs';
import { VERSION } from '../../src/version.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  name: string;
  description: string;
  author: string;
  branding: { icon: string; color: string };
  inputs: Record<string, { description?: string }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
};

/** The colours the Marketplace accepts for `branding.color`. */
const BRANDING_COLORS = [
  'white',
  'black',
  'yellow',
  'blue',
  'green',
  'orange',
  'red',
  'purple',
  'gray-dark',
];

test('a short, plain name and a description the Marketplace accepts (≤ 125 characters)', () => {
  expect(action.name).toMatch(/^[\x20-\x7e]{3,40}$/);
  expect(action.description.length).toBeLessThanOrEqual(125);
  expect(action.description).toMatch(/pull request/);
  expect(action.author).not.toBe('');
});

test('branding: a Feather icon name and an allowed colour', () => {
  expect(action.branding.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(BRANDING_COLORS).toContain(action.branding.color);
});

test('every input and output is described; it runs the committed bundle on node24', () => {
  const undescribed = [...Object.entries(action.inputs), ...Object.entries(action.outputs)].filter(
    ([, spec]) => !spec.description?.trim(),
  );
  expect(undescribed.map(([name]) => name)).toEqual([]);
  expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
});

test('package.json, its lock file, src/version.ts and CHANGELOG.md name the same release, dated', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  expect(VERSION).toBe(pkg.version);
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    version: string;
    packages: Record<string, { version?: string }>;
  };
  expect([lock.version, lock.packages['']?.version]).toEqual([pkg.version, pkg.version]);
  const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
  expect(() => changelogSection(changelog, pkg.version)).not.toThrow();
  // The link definitions end the file (a union merge can put added lines after them).
  const repo = 'https://github.com/evolving-action/evolving-action';
  const lines = changelog.trimEnd().split('\n');
  const links = lines.slice(lines.findIndex((line) => /^\[[^\]]+\]: /.test(line)));
  expect(links.filter((line) => !/^\[[^\]]+\]: https:\/\//.test(line))).toEqual([]);
  expect(links[0]).toBe(`[Unreleased]: ${repo}/compare/v${pkg.version}...HEAD`);
  expect(links[1]).toMatch(
    new RegExp(
      `^\\[${pkg.version}\\]: ${repo}/(releases/tag/|compare/v\\S+\\.\\.\\.)v${pkg.version}$`,
    ),
  );
});
