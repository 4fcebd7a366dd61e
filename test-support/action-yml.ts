// Reads the `inputs:` block of an action.yml: the runner sets INPUT_<NAME> for
// every declared input, from the workflow's `with:` or else from `default:`
// (expressions such as `${{ github.token }}` evaluated). Only that block is
// read, with a small parser for the YAML subset action.yml files use (no YAML
// library is a dependency of this project).
import { readFileSync } from 'node:fs';

export interface ActionInputSpec {
  name: string;
  default?: string;
  required: boolean;
}

interface Line {
  indent: number;
  text: string;
}

function toLines(yaml: string): Line[] {
  return yaml.split(/\r?\n/).map((raw) => {
    const text = raw.trimEnd();
    return { indent: text.length - text.trimStart().length, text: text.trimStart() };
  });
}

const isBlank = (line: Line): boolean => line.text === '' || line.text.startsWith('#');

/** A one-line YAML scalar: quoted, or plain with an optional trailing comment. */
function parseScalar(raw: string): string {
  const text = raw.trim();
  if (text.startsWith("'")) return text.slice(1, text.lastIndexOf("'")).replace(/''/g, "'");
  if (text.startsWith('"')) {
    const quoted = text.slice(0, text.lastIndexOf('"') + 1);
    try {
      return JSON.parse(quoted) as string;
    } catch {
      return quoted.slice(1, -1);
    }
  }
  return text.replace(/\s+#.*$/, '');
}

/** A `|` or `>` block scalar (with `-` / `+` chomping) made of the lines below its key. */
function parseBlock(indicator: string, body: Line[]): string {
  const indent = Math.min(...body.filter((l) => l.text !== '').map((l) => l.indent));
  const lines = body.map((l) => (l.text === '' ? '' : ' '.repeat(l.indent - indent) + l.text));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const joined = indicator.startsWith('>')
    ? lines.join(' ').replace(/ {2,}/g, ' ')
    : lines.join('\n');
  if (indicator.includes('-')) return joined;
  return `${joined}\n`;
}

/** Key/value pairs at exactly `indent` within `lines`; block scalars take their deeper lines. */
function mapping(lines: Line[], indent: number): Map<string, string> {
  const values = new Map<string, string>();
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as Line;
    if (isBlank(line) || line.indent !== indent) continue;
    const match = /^([A-Za-z0-9_-]+):(?:\s+(.*))?$/.exec(line.text);
    if (!match) continue;
    const value = match[2] ?? '';
    if (/^[|>][-+]?$/.test(value)) {
      const body: Line[] = [];
      while (
        i + 1 < lines.length &&
        (lines[i + 1]?.text === '' || (lines[i + 1]?.indent ?? 0) > indent)
      ) {
        body.push(lines[i + 1] as Line);
        i += 1;
      }
      values.set(
        match[1] as string,
        body.some((l) => l.text !== '') ? parseBlock(value, body) : '',
      );
    } else {
      values.set(match[1] as string, parseScalar(value));
    }
  }
  return values;
}

/** Splits an indented block into its children: `name:` lines at the block's indent and what follows. */
function children(lines: Line[]): Array<{ name: string; body: Line[] }> {
  const first = lines.find((l) => !isBlank(l));
  if (!first) return [];
  const result: Array<{ name: string; body: Line[] }> = [];
  for (const line of lines) {
    const match =
      line.indent === first.indent && !isBlank(line)
        ? /^([A-Za-z0-9_-]+):\s*$/.exec(line.text)
        : null;
    if (match) result.push({ name: match[1] as string, body: [] });
    else result[result.length - 1]?.body.push(line);
  }
  return result;
}

/** The top-level `inputs:` block's lines (empty when the file declares none). */
function inputsBlock(lines: Line[]): Line[] {
  const start = lines.findIndex((l) => l.indent === 0 && /^inputs:\s*(#.*)?$/.test(l.text));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.indent === 0 && !isBlank(l));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

export function parseActionInputs(yaml: string): ActionInputSpec[] {
  return children(inputsBlock(toLines(yaml))).map(({ name, body }) => {
    const first = body.find((l) => !isBlank(l));
    const fields = first ? mapping(body, first.indent) : new Map<string, string>();
    const spec: ActionInputSpec = { name, required: fields.get('required') === 'true' };
    if (fields.has('default')) spec.default = fields.get('default');
    return spec;
  });
}

export function readActionInputs(file: string): ActionInputSpec[] {
  return parseActionInputs(readFileSync(file, 'utf8'));
}
