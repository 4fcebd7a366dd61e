import {
  helpLines,
  localCommand,
  renderAnswer,
  renderHelp,
  type CommandRun,
} from '../../src/render/bot-answer.js';
import { verbatimBlock } from '../../src/render/markdown.js';
import { nodesOfType, parseMarkdown } from '../../test-support/markdown-ast.js';

const run = (overrides: Partial<CommandRun> = {}): CommandRun => ({
  argv: ['list'],
  stdout: 'a\tlive\t"x"\n',
  stderr: '',
  exitCode: 0,
  ...overrides,
});

async function blocks(markdown: string): Promise<string[]> {
  return nodesOfType(await parseMarkdown(markdown), 'code').map((node) => node.value ?? '');
}

describe('verbatimBlock', () => {
  test('the content exactly, trailing empty lines included, with a fence longer than any backtick run', async () => {
    const text = 'a ```` b\n\n``\n\n';
    const block = verbatimBlock(text);
    expect(block.startsWith('`````\n')).toBe(true);
    expect(await blocks(block)).toEqual([text.slice(0, -1)]);
  });

  test('controls, bidi overrides and line breaks other than \\n become U+FFFD', () => {
    expect(verbatimBlock('a\rb\u202Ec\u001b[31md\u2028\n')).toBe(
      '```\na\uFFFDb\uFFFDc\uFFFD[31md\uFFFD\n```\n',
    );
  });

  test('tabs and non-ASCII text stay as they are; empty text is an empty block', () => {
    expect(verbatimBlock('a\tb 中😀')).toBe('```\na\tb 中😀\n```\n');
    expect(verbatimBlock('')).toBe('```\n```\n');
  });
});

describe('renderAnswer', () => {
  test('the command on the first line, in a code span; then the output', async () => {
    const answer = renderAnswer('/ev list @someone', run());
    expect(answer.split('\n')[0]).toBe('`/ev list @someone`');
    expect(await blocks(answer)).toEqual(['a\tlive\t"x"']);
    expect(answer).not.toContain('exit status');
  });

  test('a failing command: its stderr and exit status, no empty stdout block', async () => {
    const answer = renderAnswer(
      '/ev show x',
      run({ argv: ['show', 'x'], stdout: '', stderr: 'error: no tick with id x\n', exitCode: 1 }),
    );
    expect(await blocks(answer)).toEqual(['error: no tick with id x']);
    expect(answer).toContain('stderr:');
    expect(answer.trimEnd().endsWith('exit status 1')).toBe(true);
  });

  test('an answer over the limit is cut at a line end, under the limit, with the local command', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => `row ${i} ${'x'.repeat(40)}`);
    const stdout = `${lines.join('\n')}\n`;
    const answer = renderAnswer('/ev why it', run({ argv: ['why', "it's"], stdout }), {
      limit: 5000,
    });
    expect(answer.length).toBeLessThan(5000);
    const [shown] = await blocks(answer);
    expect(stdout.startsWith(`${shown}\n`)).toBe(true);
    const count = (shown as string).split('\n').length;
    expect(answer).toContain(`Output cut to ${count} of 500 lines`);
    expect(answer).toContain("`node dist/cli.js why 'it'\\''s'`");
  });

  test('a single line longer than the limit is cut between graphemes', async () => {
    const stdout = `${'😀'.repeat(4000)}\n`;
    const answer = renderAnswer('/ev show big', run({ argv: ['show', 'big'], stdout }), {
      limit: 3000,
    });
    expect(answer.length).toBeLessThan(3000);
    const [shown] = await blocks(answer);
    expect((shown as string).length).toBeGreaterThan(1000);
    expect(shown).toMatch(/^(😀)+$/u);
  });

  test('a backtick run in the output cannot close the fence', async () => {
    const stdout = '```\nstill code\n';
    expect(await blocks(renderAnswer('/ev show x', run({ stdout })))).toEqual(['```\nstill code']);
  });

  test('the echoed command is cut when very long, and cannot open markup', () => {
    const answer = renderAnswer(`/ev why ${'a'.repeat(1000)}`, run());
    expect((answer.split('\n')[0] as string).length).toBeLessThan(220);
    expect(renderAnswer('/ev why `x` <!-- y', run()).split('\n')[0]).toBe(
      '``/ev why `x` <\u200B!-- y``',
    );
  });
});

describe('help', () => {
  test('one line per command', () => {
    expect(helpLines()).toHaveLength(7);
    expect(helpLines()[0]).toBe('- `/ev show <id>` — the tick file as stored, and its tags');
  });

  test('a problem is said first, then the commands', () => {
    const answer = renderHelp('/ev nope', 'unknown command `nope`');
    expect(answer.split('\n')[0]).toBe('`/ev nope`');
    expect(answer).toContain('Unknown command `nope`.');
    expect(answer).toContain(helpLines().join('\n'));
  });

  test('localCommand quotes only what needs it', () => {
    expect(localCommand(['brief', '--limit', '1'])).toBe('node dist/cli.js brief --limit 1');
    expect(localCommand(['why', 'pytest a b'])).toBe("node dist/cli.js why 'pytest a b'");
  });
});
