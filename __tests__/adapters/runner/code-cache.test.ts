/**
 * The command line's code cache (adapters/runner/code-cache.ts): made after a command
 * that succeeded, read back by the next run, refused when it is not this chunk's,
 * never written where another user could write, and never a reason for a wrong output.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  cacheFileName,
  chunkStamp,
  codeCache,
  commandTag,
  writeCache,
} from '../../../src/adapters/runner/code-cache.js';
import { cliBundle } from '../../../test-support/bundle.js';

const posix = process.getuid !== undefined;
const onPosix = posix ? it : it.skip;
const cli = cliBundle();

/** A chunk in the form scripts/bundle.mjs makes of the CLI's. */
function chunkSource(extra = ''): string {
  return (
    "(function (importMetaUrl) { 'use strict'; return { id: 7, ids: [7], modules: {\n" +
    `7: (module) => { module.exports = () => importMetaUrl.slice(-8) + [1, 2, 3].map((x) => x * 2).join('')${extra}; },\n` +
    '} }; })\n'
  );
}

type Modules = Record<string, (module: { exports: unknown }) => void>;

/** What the chunk's one module exports, called. */
function run(modules: unknown): string {
  const module = { exports: undefined as unknown };
  (modules as Modules)['7']?.(module);
  return (module.exports as () => string)();
}

describe('code cache, in process', () => {
  let root: string;
  let dir: string;
  let chunk: URL;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'ev-code-cache-'));
    dir = join(root, 'cache');
    mkdirSync(dir, { mode: 0o700 });
    writeFileSync(join(root, 'cli.7.js'), chunkSource());
    chunk = pathToFileURL(join(root, 'cli.7.js'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const caches = () => readdirSync(dir).filter((name) => name.endsWith('.v8cache'));

  it('names the cache by the command, or "-" when no word looks like one', () => {
    expect(commandTag(['doctor'])).toBe('doctor');
    expect(commandTag(['--plain', 'brief', '--json'])).toBe('brief');
    expect(commandTag(['--help'])).toBe('-');
    expect(commandTag(['../x', 'A'])).toBe('-');
  });

  it("names it by the chunk's path, this Node and Node's options, and stamps it with its bytes", () => {
    const plain = cacheFileName('/d/cli.7.js', 'doctor');
    expect(plain).toBe(cacheFileName('/d/cli.7.js', 'doctor', ['', '']));
    expect(plain).toContain(`.${process.version}-${process.arch}.doctor.`);
    const flagged = cacheFileName('/d/cli.7.js', 'doctor', ['--max-semi-space-size=8']);
    expect(flagged).toMatch(/-[0-9a-f]{8}\.doctor\.v8cache$/);
    expect(flagged).not.toBe(plain);
    expect(cacheFileName('/e/cli.7.js', 'doctor')).not.toBe(plain);
    const bytes = Buffer.from(chunkSource());
    const edited = Buffer.from(chunkSource().replace('x * 2', 'x * 3'));
    expect(edited.length).toBe(bytes.length);
    expect(chunkStamp(edited)?.equals(chunkStamp(bytes) as Buffer)).toBe(false);
    expect(chunkStamp(bytes)?.equals(chunkStamp(Buffer.from(chunkSource())) as Buffer)).toBe(true);
  });

  // A second load in this process would find V8's own in-memory compilation cache and say
  // nothing of the file: whether the file is read back is asked of real processes, below.
  it('is made when missing, private to the user, named by the chunk, Node and command', async () => {
    const first = codeCache({ dir, argv: ['doctor'] });
    const data = await first.load(chunk);
    expect(data.ids).toEqual([7]);
    expect(run(data.modules)).toBe('cli.7.js246');
    expect(first.uses().get('cli.7.js')).toBe('missing');
    expect(caches()).toEqual([]);
    first.write();
    const [file, ...more] = caches();
    expect(more).toEqual([]);
    expect(file).toMatch(/^cli\.7\.js\.[0-9a-f]{8}\.v\d+\.\d+\.\d+-\w+\.doctor\.v8cache$/);
    expect(statSync(join(dir, file as string)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual([file]);
  });

  it('is not used when stamped with other bytes (the chunk edited in place), and made again', async () => {
    const first = codeCache({ dir, argv: ['doctor'] });
    await first.load(chunk);
    first.write();
    const [file] = caches();
    const before = readFileSync(join(dir, file as string));
    // The same length, other bytes.
    writeFileSync(join(root, 'cli.7.js'), chunkSource().replace('x * 2', 'x * 3'));
    const edited = codeCache({ dir, argv: ['doctor'] });
    expect(run((await edited.load(chunk)).modules)).toBe('cli.7.js369');
    expect(edited.uses().get('cli.7.js')).toBe('rejected');
    edited.write();
    expect(caches()).toEqual([file]);
    const after = readFileSync(join(dir, file as string));
    expect(after.subarray(0, 16).equals(before.subarray(0, 16))).toBe(false);
    expect(
      after.subarray(0, 16).equals(chunkStamp(readFileSync(join(root, 'cli.7.js'))) as Buffer),
    ).toBe(true);
  });

  it('is not made where its file cannot be created, and nothing is left behind', () => {
    const made: string[] = [];
    const data = () => {
      made.push('made');
      return new Uint8Array([1, 2, 3]);
    };
    // A directory that is a file: the open fails before V8 is asked to make the cache.
    writeFileSync(join(root, 'not-a-dir'), '');
    writeCache(join(root, 'not-a-dir', 'x.v8cache'), data);
    expect(made).toEqual([]);
    // A producer that fails: no file, no temporary.
    writeCache(join(dir, 'y.v8cache'), () => {
      throw new Error('no cache');
    });
    expect(readdirSync(dir)).toEqual([]);
    writeCache(join(dir, 'z.v8cache'), data);
    expect(made).toEqual(['made']);
    expect(readdirSync(dir)).toEqual(['z.v8cache']);
    expect([...readFileSync(join(dir, 'z.v8cache'))]).toEqual([1, 2, 3]);
  });

  it('is off without a directory', async () => {
    const off = codeCache({ dir: undefined, argv: ['doctor'] });
    expect(run((await off.load(chunk)).modules)).toBe('cli.7.js246');
    expect(off.uses().get('cli.7.js')).toBe('off');
    off.write();
    expect(caches()).toEqual([]);
  });
});

describe('code cache, the bundled CLI', () => {
  let home: string;
  let cacheDir: string;
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'ev-code-cache-cli-'));
    chmodSync(home, 0o700);
    cacheDir = join(home, 'evolving-action', 'compile-cache');
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  const env = (extra: NodeJS.ProcessEnv = {}) => ({
    PATH: process.env.PATH,
    HOME: home,
    XDG_CACHE_HOME: home,
    ...extra,
  });
  const runCli = (argv: string[], extra?: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [cli, ...argv], { cwd: home, env: env(extra), encoding: 'utf8' });
  const caches = () => {
    try {
      return readdirSync(cacheDir).filter((name) => name.includes('.v8cache'));
    } catch {
      return [];
    }
  };
  const stamp = (name: string) => {
    const stat = statSync(join(cacheDir, name));
    return `${stat.ino} ${stat.mtimeMs} ${stat.size}`;
  };

  onPosix('is written after a command that succeeded, and read back unchanged', () => {
    const first = runCli(['--version']);
    expect(first.status).toBe(0);
    const [file, ...more] = caches();
    expect(more).toEqual([]);
    expect(file).toMatch(/^cli\.\d+\.js\.[0-9a-f]{8}\.v[\d.]+-\w+\.-\.v8cache$/);
    expect(statSync(join(cacheDir, file as string)).mode & 0o777).toBe(0o600);
    const before = stamp(file as string);

    // Used: the same output, and the file left as it was (one V8 refused is made again).
    const second = runCli(['--version']);
    expect(second.stdout).toBe(first.stdout);
    expect(second.stderr).toBe(first.stderr);
    expect(stamp(file as string)).toBe(before);
  });

  onPosix('is not written after a command that failed', () => {
    const run = runCli(['no-such-command']);
    expect(run.status).toBe(2);
    expect(caches()).toEqual([]);
  });

  onPosix('refuses a corrupted cache, runs right, and makes it again', () => {
    const first = runCli(['--version']);
    const [file] = caches();
    const path = join(cacheDir, file as string);
    const garbage = Buffer.alloc(statSync(path).size, 0x41);
    writeFileSync(path, garbage);
    const second = runCli(['--version']);
    expect(second.status).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(readFileSync(path).equals(garbage)).toBe(false);
    const remade = stamp(file as string);
    runCli(['--version']);
    expect(stamp(file as string)).toBe(remade);
  });

  onPosix(
    "refuses another script's cache under its name, runs right, and makes it again",
    async () => {
      const first = runCli(['--version']);
      const [file] = caches();
      const path = join(cacheDir, file as string);
      // A cache V8 made for another script (another bundle's chunk, say).
      const other = join(home, 'cli.8.js');
      writeFileSync(other, chunkSource(" + 'other'"));
      const foreign = codeCache({ dir: home, argv: ['doctor'] });
      await foreign.load(pathToFileURL(other));
      foreign.write();
      const made = readdirSync(home).find((name) => name.startsWith('cli.8.js.')) as string;
      writeFileSync(path, readFileSync(join(home, made)));
      const second = runCli(['--version']);
      expect(second.status).toBe(0);
      expect(second.stdout).toBe(first.stdout);
      expect(readFileSync(path).equals(readFileSync(join(home, made)))).toBe(false);
    },
  );

  onPosix("a new bundle in the same place replaces the old one's cache, not adds to it", () => {
    const bundle = join(home, 'bundle');
    cpSync(dirname(cli), bundle, { recursive: true });
    const ownCli = (argv: string[]) =>
      spawnSync(process.execPath, [join(bundle, 'cli.js'), ...argv], {
        cwd: home,
        env: env(),
        encoding: 'utf8',
      });
    const first = ownCli(['--version']);
    const [file, ...more] = caches();
    expect(more).toEqual([]);
    const before = readFileSync(join(cacheDir, file as string));
    const chunk = join(bundle, (file as string).slice(0, (file as string).indexOf('.js.') + 3));
    appendFileSync(chunk, '\n');
    const second = ownCli(['--version']);
    expect(second.stdout).toBe(first.stdout);
    expect(caches()).toEqual([file]);
    const after = readFileSync(join(cacheDir, file as string));
    expect(after.subarray(0, 16).equals(before.subarray(0, 16))).toBe(false);
  });

  onPosix('writes nothing where another user could write, or through a link', () => {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    chmodSync(cacheDir, 0o777);
    expect(runCli(['--version']).status).toBe(0);
    expect(caches()).toEqual([]);

    rmSync(cacheDir, { recursive: true });
    const elsewhere = join(home, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, cacheDir);
    expect(runCli(['--version']).status).toBe(0);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  onPosix('is off with NODE_DISABLE_COMPILE_CACHE=1', () => {
    expect(runCli(['--version'], { NODE_DISABLE_COMPILE_CACHE: '1' }).status).toBe(0);
    expect(caches()).toEqual([]);
  });

  onPosix('is whole when several runs make it at once', async () => {
    const once = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, [cli, '--version'], { cwd: home, env: env() });
        let out = '';
        child.stdout.on('data', (data: Buffer) => (out += data.toString('utf8')));
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve(out) : reject(new Error(`exit ${code}`)),
        );
      });
    const outputs = await Promise.all([once(), once(), once(), once()]);
    expect(new Set(outputs).size).toBe(1);
    // One file, no temporary left, and one V8 takes: the next run leaves it as it is.
    const [file, ...more] = caches();
    expect(more).toEqual([]);
    const before = stamp(file as string);
    expect(runCli(['--version']).stdout).toBe(outputs[0]);
    expect(stamp(file as string)).toBe(before);
  });
});
