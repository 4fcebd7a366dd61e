/**
 * scripts/changelog-section.mjs: the release workflow publishes the body of
 * CHANGELOG.md's section for the pushed tag's version as the release notes.
 * The function is tested on small changelogs; the command as the workflow
 * runs it, on this repository's own CHANGELOG.md and on broken ones.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChangelogError, changelogSection } from '../../scripts/changelog-section.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'changelog-section.mjs');

const CHANGELOG = `# Changelog

Intro text.

## [Unreleased]

### Added

- Something not released yet.

## [0.2.0] - 2027-01-05

The second release.

### Security

### Added

- A new input \`foo\`.
- A second line.

### Fixed

- A crash on an empty ledger.

## [0.1.0] - 2026-11-24

### Added

- The first release.

[Unreleased]: https://github.com/o/r/compare/v0.2.0...HEAD
[0.2.0]: https://github.com/o/r/compare/v0.1.0...v0.2.0
[0.1.0]: https://github.com/o/r/releases/tag/v0.1.0
`;

describe('changelogSection', () => {
  test("returns the version's section without its heading, empty headings dropped", () => {
    expect(changelogSection(CHANGELOG, '0.2.0')).toBe(
      [
        'The second release.',
        '',
        '### Added',
        '',
        '- A new input `foo`.',
        '- A second line.',
        '',
        '### Fixed',
        '',
        '- A crash on an empty ledger.',
        '',
      ].join('\n'),
    );
  });

  test('the link definitions are left out, also when a union merge put lines after them', () => {
    expect(changelogSection(CHANGELOG, '0.1.0')).toBe('### Added\n\n- The first release.\n');
    const merged = `${CHANGELOG}\n### Fixed\n\n- A line merged in after the links.\n`;
    expect(changelogSection(merged, '0.1.0')).toBe(
      '### Added\n\n- The first release.\n\n### Fixed\n\n- A line merged in after the links.\n',
    );
  });

  test('a version is matched whole: 0.1 is not 0.1.0', () => {
    expect(() => changelogSection(CHANGELOG, '0.1')).toThrow(
      new ChangelogError('CHANGELOG.md: no "## [0.1]" section'),
    );
  });

  test('a section without a release date is refused, naming the line and the fix', () => {
    const undated = CHANGELOG.replace('## [0.2.0] - 2027-01-05', '## [0.2.0]');
    expect(() => changelogSection(undated, '0.2.0', 'CHANGELOG.md')).toThrow(
      'CHANGELOG.md:11: the [0.2.0] section has no release date: write "## [0.2.0] - YYYY-MM-DD"',
    );
    expect(() => changelogSection(CHANGELOG, 'Unreleased')).toThrow(/has no release date/);
  });

  test('a section with nothing but empty headings is refused', () => {
    const empty = '## [1.0.0] - 2027-02-01\n\n### Added\n\n### Fixed\n\n## [0.9.0] - 2027-01-01\n';
    expect(() => changelogSection(empty, '1.0.0', 'x/CHANGELOG.md')).toThrow(
      'x/CHANGELOG.md:1: the [1.0.0] section is empty',
    );
  });

  test('CRLF line ends read as LF', () => {
    expect(changelogSection(CHANGELOG.replace(/\n/g, '\r\n'), '0.1.0')).toBe(
      '### Added\n\n- The first release.\n',
    );
  });
});

describe('node scripts/changelog-section.mjs, as the release workflow runs it', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'changelog-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, [SCRIPT, ...args], { cwd: dir, encoding: 'utf8' });

  test("prints this repository's notes for package.json's version", () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    const notes = execFileSync(process.execPath, [SCRIPT, version, join(ROOT, 'CHANGELOG.md')], {
      encoding: 'utf8',
    });
    expect(notes).toMatch(/^### (Security|Added|Changed|Fixed)$/m);
    expect(notes).not.toMatch(/^## /m);
    expect(notes).not.toMatch(/^### .*\n\n### /m);
  });

  test('exits 1 with one line naming the file when the section is missing', () => {
    writeFileSync(join(dir, 'CHANGELOG.md'), CHANGELOG);
    const result = run('9.9.9');
    expect(result).toMatchObject({
      status: 1,
      stdout: '',
      stderr: 'CHANGELOG.md: no "## [9.9.9]" section\n',
    });
  });

  test('exits 1 naming the file when it cannot be read, 2 without a version', () => {
    expect(run('0.1.0', 'missing.md')).toMatchObject({
      status: 1,
      stderr: 'missing.md: cannot be read (ENOENT)\n',
    });
    expect(run()).toMatchObject({ status: 2, stdout: '' });
  });
});
