// What the Actions runner reads from a step: workflow commands in its output
// (`::warning file=a.txt,line=3::hi`) and the file commands it writes
// (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_STATE). Parsing follows the runner's own
// rules (actions/runner ActionCommand.TryParseV2 and the file command
// extensions) so a test sees what GitHub would show.

export interface WorkflowCommand {
  /** `error`, `warning`, `notice`, `debug`, `group`, `add-mask`, ... */
  command: string;
  properties: Record<string, string>;
  message: string;
  stream: 'stdout' | 'stderr';
  /** 1-based line number in that stream. */
  line: number;
}

/** `@actions/core` escapes data as %25 %0D %0A; the runner undoes it (%25 last). */
function unescapeData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** Properties additionally escape `:` and `,`. */
function unescapeProperty(text: string): string {
  return text
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');
}

/** One output line as a command, or undefined when it is not one. */
export function parseCommandLine(
  rawLine: string,
): Omit<WorkflowCommand, 'stream' | 'line'> | undefined {
  const line = rawLine.trimStart(); // the runner accepts leading whitespace only
  if (!line.startsWith('::')) return undefined;
  const end = line.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = line.slice(2, end);
  const space = info.indexOf(' ');
  const command = space < 0 ? info : info.slice(0, space);
  if (command === '') return undefined;
  const properties: Record<string, string> = {};
  if (space >= 0) {
    for (const pair of info.slice(space + 1).split(',')) {
      const eq = pair.indexOf('=');
      if (eq <= 0) continue; // the runner skips properties without a key or value separator
      properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
  }
  return { command, properties, message: unescapeData(line.slice(end + 2)) };
}

/**
 * All workflow commands in one output stream, honouring
 * `::stop-commands::TOKEN` ... `::TOKEN::` (commands in between are plain text).
 */
export function parseWorkflowCommands(
  text: string,
  stream: 'stdout' | 'stderr',
): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  let stopToken: string | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const parsed = parseCommandLine(line);
    if (stopToken !== undefined) {
      // The runner resumes on a "command" whose name is the token (case-insensitive).
      if (parsed?.command.toLowerCase() === stopToken.toLowerCase()) stopToken = undefined;
      return;
    }
    if (!parsed) return;
    if (parsed.command === 'stop-commands') {
      stopToken = parsed.message;
      return;
    }
    commands.push({ ...parsed, stream, line: index + 1 });
  });
  return commands;
}

export interface FileCommandValues {
  values: Record<string, string>;
  /** What the runner would reject (and fail the step for). */
  problems: string[];
}

/**
 * GITHUB_OUTPUT / GITHUB_ENV / GITHUB_STATE content: `name=value` lines and
 * `name<<DELIMITER` heredocs, as the runner parses them (whichever of `=` and
 * `<<` comes first decides the form; later values win).
 */
export function parseFileCommand(content: string): FileCommandValues {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  const lines = content.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line === '') continue;
    const equals = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (equals > 0 && (heredoc < 0 || equals < heredoc)) {
      values[line.slice(0, equals)] = line.slice(equals + 1);
      continue;
    }
    if (heredoc > 0 && (equals < 0 || heredoc < equals)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      const close = lines.indexOf(delimiter, i + 1);
      if (delimiter === '' || close < 0) {
        problems.push(`line ${i + 1}: no matching delimiter "${delimiter}" for ${name}`);
        break;
      }
      values[name] = lines.slice(i + 1, close).join('\n');
      i = close;
      continue;
    }
    problems.push(`line ${i + 1}: invalid format "${line}"`);
  }
  return { values, problems };
}
