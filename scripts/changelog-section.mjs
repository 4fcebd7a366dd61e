#!/usr/bin/env node
// The release notes of one version: the body of CHANGELOG.md's `## [<version>]`
// section (Keep a Changelog), as the release workflow publishes it. Headings
// left empty (`### Fixed` with no line under it) are dropped, so the skeleton's
// unused headings never reach a release page. A release needs its date: a
// section still headed `## [0.1.0]` without ` - YYYY-MM-DD` is refused, as is
// a missing or empty section, each with one line naming CHANGELOG.md.
//   node scripts/changelog-section.mjs 0.1.0 [CHANGELOG.md]   # notes on stdout
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A problem with the changelog that stops a release; its message names the file and line. */
export class ChangelogError extends Error {}

const VERSION_HEADING = /^## \[([^\]]+)\](.*)$/;
const DATED = /^ - \d{4}-\d{2}-\d{2}$/;
/**
 * `[0.1.0]: https://…`: the link definitions belong at the bottom, but a union
 * merge of CHANGELOG.md can leave lines added under the last heading after
 * them, so they are left out wherever they are instead of ending the section.
 */
const LINK_DEFINITION = /^\[[^\]]+\]:\s/;

/**
 * The notes of `version` in `changelog` (the text of `file`, named in messages).
 * Returns the section's lines without its heading, trimmed of blank edges, with
 * empty `###` subsections removed, ending in one newline.
 */
export function changelogSection(changelog, version, file = 'CHANGELOG.md') {
  const lines = changelog.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((line) => VERSION_HEADING.exec(line)?.[1] === version);
  if (start < 0) throw new ChangelogError(`${file}: no "## [${version}]" section`);
  const dateSuffix = VERSION_HEADING.exec(lines[start])?.[2] ?? '';
  if (!DATED.test(dateSuffix))
    throw new ChangelogError(
      `${file}:${start + 1}: the [${version}] section has no release date: write "## [${version}] - YYYY-MM-DD"`,
    );
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  const section = rest.slice(0, end < 0 ? undefined : end);
  const body = withoutEmptySubsections(section.filter((line) => !LINK_DEFINITION.test(line)));
  const text = body
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text === '')
    throw new ChangelogError(`${file}:${start + 1}: the [${version}] section is empty`);
  return `${text}\n`;
}

/** Drops each `### Heading` followed by nothing but blank lines before the next heading. */
function withoutEmptySubsections(lines) {
  const kept = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].startsWith('### ')) {
      const next = lines.findIndex((line, j) => j > i && line.startsWith('#'));
      const content = lines.slice(i + 1, next < 0 ? undefined : next);
      if (content.every((line) => line.trim() === '')) {
        i = (next < 0 ? lines.length : next) - 1;
        continue;
      }
    }
    kept.push(lines[i]);
  }
  return kept;
}

function main([version, file = 'CHANGELOG.md']) {
  if (!version || version.startsWith('-')) {
    process.stderr.write('usage: node scripts/changelog-section.mjs <version> [CHANGELOG.md]\n');
    return 2;
  }
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`${file}: cannot be read (${error.code ?? error.message})\n`);
    return 1;
  }
  try {
    process.stdout.write(changelogSection(text, version, file));
    return 0;
  } catch (error) {
    if (!(error instanceof ChangelogError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
