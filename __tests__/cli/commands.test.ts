// The command functions the CLI and the bot share: which model answers which
// name, the bot's command list following the same rule, and where an ev 0.2
// command looks for its store.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answeringModel, isCommand, runCommand } from '../../src/models/commands.js';
import { MODELS, modelNamed, modelsHeldBy } from '../../src/models/registry.js';
import { UsageError, type CliIo } from '../../src/commands/io.js';
import { TICKS_COMMANDS } from '../../src/commands/ticks/commands.js';
import { botCommandsFor, parseBotComment } from '../../src/render/bot-command.js';
import { envelope } from '../core/claims/helpers.js';

function captured(cwd: string): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    cwd,
    env: {},
    out,
    err,
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
  };
}

describe('which model answers a command', () => {
  test.each([
    ['line', 'ticks', 'claims'],
    ['doctor', 'ticks', 'claims'],
    ['show', 'claims', 'ticks'],
    ['brief', 'ticks', 'ticks'],
    ['brief', 'claims', 'claims'],
    ['brief', 'both', 'claims'],
    ['verify', 'both', 'claims'],
    ['verify', 'none', 'claims'],
  ] as const)('%s on a %s store: %s', (name, model, expected) => {
    expect(answeringModel(name, model)).toBe(expected);
  });

  test("with no store, an option only ev 0.1's brief or verify takes picks ev 0.1", () => {
    expect(answeringModel('verify', 'none', false, ['--self-test'])).toBe('ticks');
    expect(answeringModel('brief', 'none', false, ['--limit', '1'])).toBe('ticks');
    expect(answeringModel('brief', 'none', false, ['--limit=1'])).toBe('ticks');
    expect(answeringModel('brief', 'none', false, ['--json'])).toBe('claims');
    expect(answeringModel('brief', 'none', false, ['--', '--limit'])).toBe('claims');
    // A store says which model is meant: its command answers (and rejects what it does not take).
    expect(answeringModel('brief', 'claims', false, ['--limit', '1'])).toBe('claims');
    expect(answeringModel('verify', 'both', false, ['--self-test'])).toBe('claims');
  });

  test('--ev-compat keeps brief and verify on ev 0.1, never line or doctor', () => {
    expect(answeringModel('brief', 'both', true)).toBe('ticks');
    expect(answeringModel('verify', 'claims', true)).toBe('ticks');
    expect(answeringModel('doctor', 'both', true)).toBe('claims');
  });

  test.each(['ticks', 'claims', 'both'] as const)(
    "the bot's commands on a %s store are answered by the model the CLI picks",
    (store) => {
      const commands = botCommandsFor(store).filter((command) => command.name !== 'help');
      expect(commands.length).toBeGreaterThan(3);
      for (const command of commands) {
        expect(isCommand(command.name)).toBe(true);
        expect(answeringModel(command.name, store)).toBe(command.model);
      }
    },
  );

  test('the bot reads a comment by the store’s commands', () => {
    expect(parseBotComment('/ev doctor', 'claims')).toMatchObject({
      kind: 'run',
      model: 'claims',
      argv: ['doctor'],
    });
    expect(parseBotComment('/ev verify `cla_01`', 'claims')).toMatchObject({
      argv: ['verify', 'cla_01'],
    });
    expect(parseBotComment('/ev verify --json', 'claims')).toMatchObject({
      argv: ['verify', '--', '--json'],
    });
    expect(parseBotComment('/ev verify', 'ticks')).toMatchObject({ kind: 'invalid' });
    expect(parseBotComment('/ev brief --limit 2', 'claims')).toMatchObject({ kind: 'invalid' });
    expect(parseBotComment('/ev reopen abc', 'both')).toMatchObject({ model: 'ticks' });
    // On an ev 0.2 store an ev 0.1 command runs: the CLI says what the store is and what reads it.
    expect(parseBotComment('/ev list', 'claims')).toMatchObject({ kind: 'run', model: 'ticks' });
    expect(parseBotComment('/ev line', 'ticks')).toMatchObject({ kind: 'invalid' });
  });
});

describe('the ev 0.1 commands, loaded on first use', () => {
  test('every name the ticks model registers has its function in commands/ticks/commands.ts, and no other', async () => {
    const names = Object.keys(modelNamed('ticks').commands);
    expect(names.sort()).toEqual(Object.keys(TICKS_COMMANDS).sort());
    for (const name of names) expect(isCommand(name)).toBe(true);
    const loaded = await (modelNamed('ticks').commands.show as () => Promise<unknown>)();
    expect(typeof loaded).toBe('function');
  });
});

describe('the registry', () => {
  test('one object per model, in the order their sections are drawn', () => {
    expect(MODELS.map((model) => model.name)).toEqual(['ticks', 'claims']);
  });

  test("a store's models, by what it holds", () => {
    expect(modelsHeldBy('both').map((model) => model.name)).toEqual(['ticks', 'claims']);
    expect(modelsHeldBy('claims').map((model) => model.name)).toEqual(['claims']);
    expect(modelsHeldBy('ticks').map((model) => model.name)).toEqual(['ticks']);
    expect(modelsHeldBy('none')).toEqual([]);
  });

  test("a name from a comment that is an object's own property is no command", () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(isCommand(name)).toBe(false);
  });

  test('`report` belongs to no model: it previews them all', () => {
    expect(isCommand('report')).toBe(true);
    for (const model of MODELS) expect(Object.hasOwn(model.commands, 'report')).toBe(false);
  });
});

describe('runCommand', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ev-commands-'));
    mkdirSync(join(root, '.evolving', 'ledger'), { recursive: true });
    writeFileSync(join(root, '.evolving', 'version'), '2\n');
    writeFileSync(
      join(root, '.evolving', 'ledger', 'w.jsonl'),
      `${envelope({ type: 'claim', body: { label: 'one claim' } })}\n`,
    );
    mkdirSync(join(root, 'sub'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('an unknown command is a usage error', async () => {
    await expect(runCommand('decide', [], captured(root))).rejects.toBeInstanceOf(UsageError);
  });

  test('an ev 0.2 command finds the store above, as ev 0.2 does', async () => {
    const io = captured(join(root, 'sub'));
    expect(await runCommand('doctor', [], io)).toBe(0);
    expect(io.out.join('')).toContain('ledger clean: 1 events, 1 claims.');
  });

  test('with storeAbove false (the bot) it reads the given directory only', async () => {
    const io = captured(join(root, 'sub'));
    expect(await runCommand('doctor', [], io, { storeAbove: false })).toBe(0);
    expect(io.out.join('')).toContain('ledger clean: 0 events, 0 claims.');
  });
});
