/**
 * `show <id>` (docs/ev-0.1.md#show): the tick file exactly as stored, one newline,
 * then the tag lines read from the raw JSON — not from the parsed tick, so a
 * file that fails to parse as a tick (even `"jurisdiction": "Z"`) still shows
 * its tags, and a file that is not a JSON object shows none. Pure: the CLI
 * reads the file (a plain name in `ticks/`, never a link).
 */
import { parseJsonText } from './json-text.js';
import { tagLines } from './tags.js';

/** stdout of `show` for a tick file whose text is `text`. */
export function showOutput(text: string): string {
  const json = parseJsonText(text);
  const value = json.ok ? json.value : undefined;
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const tags = isObject ? tagLines(value) : [];
  return [text, ...tags].map((line) => `${line}\n`).join('');
}
