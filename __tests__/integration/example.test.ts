/**
 * The example ledger (fixtures/example, the README demo): it verifies clean,
 * every id is the hash of its payload, the ticks form one chain ending at
 * HEAD, the files are byte-for-byte what ev writes, and its receipts are filed
 * where ev files them. The files are read with node:fs and checked with the
 * core (parseLedger + verifyLedger); the demo itself (`npm run demo:0.1`, its
 * arguments read from package.json) runs through the CLI dispatcher.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import { receiptKey, tickId } from '../../src/core/ticks/identity.js';
import { parseLedger, parsedTicks, type TickFile } from '../../src/core/ticks/ledger.js';
import { isDetectOnly, isTestCheck, type TestCheck, type Tick } from '../../src/core/ticks/tick.js';
import { verifyLedger } from '../../src/core/ticks/verify.js';
import { authorTicks, formatTickFile } from '../../scripts/tick-author.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STORE = join(ROOT, 'fixtures', 'example', '.evolving');
const TICKS_DIR = join(STORE, 'ticks');
const RECEIPTS_DIR = join(STORE, 'results', 'receipts');

function tickFiles(): TickFile[] {
  return readdirSync(TICKS_DIR).map((name) => ({
    name,
    bytes: readFileSync(join(TICKS_DIR, name)),
  }));
}

function ticks(): Tick[] {
  return parsedTicks(parseLedger(tickFiles())).map((entry) => entry.tick);
}

/** HEAD back to genesis along parent_id. */
function chainFromHead(byId: Map<string, Tick>): Tick[] {
  const chain: Tick[] = [];
  for (let id = readFileSync(join(STORE, 'HEAD'), 'utf8'); id !== '';) {
    const tick = byId.get(id);
    if (tick === undefined) throw new Error(`no tick ${id} in the chain`);
    chain.push(tick);
    id = tick.parent_id;
  }
  return chain;
}

function bindings(all: Tick[]): TestCheck[] {
  return all.flatMap((tick) => tick.grounds.map((g) => g.check)).filter(isTestCheck);
}

describe('the example ledger (fixtures/example)', () => {
  test('verifies clean: no findings, no warnings', () => {
    expect(verifyLedger(parseLedger(tickFiles()), 1)).toEqual({ findings: [], warnings: [] });
  });

  test('the config is schema_version 1, staleness_ref none, with a wide window', () => {
    const config = readFileSync(join(STORE, 'config'), 'utf8');
    expect(config).toMatch(/^schema_version = 1$/m);
    expect(config).toMatch(/^staleness_ref = "none"$/m);
    expect(config).toMatch(/^staleness_days = 36500$/m);
    // Comment lines carry no `=`: the config reader would otherwise see them as key lines.
    const comments = config.split('\n').filter((line) => line.startsWith('#'));
    expect(comments.length).toBeGreaterThan(0);
    for (const line of comments) expect(line).not.toContain('=');
  });

  test('every id is the hash of its payload, the file name and the stored id field', () => {
    const all = ticks();
    expect(all).toHaveLength(8);
    for (const tick of all) expect(tickId(tick)).toBe(tick.id);
    expect(all.map((t) => t.id).sort()).toEqual(readdirSync(TICKS_DIR).sort());
  });

  test('one linear chain from HEAD to genesis holds every tick', () => {
    const all = ticks();
    const head = readFileSync(join(STORE, 'HEAD'), 'utf8');
    expect(head).toMatch(/^[0-9a-f]{12}$/); // no trailing newline
    const chain = chainFromHead(new Map(all.map((t) => [t.id, t])));
    expect(chain).toHaveLength(all.length);
    expect(chain[chain.length - 1]?.parent_id).toBe('');
    // held_since grows along the chain.
    const times = chain.map((t) => Date.parse(t.held_since)).reverse();
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  test('files are exactly what ev writes: sorted keys, two-space indent, no trailing newline', () => {
    for (const { bytes } of tickFiles()) {
      const text = Buffer.from(bytes as Uint8Array).toString('utf8');
      expect(formatTickFile(JSON.parse(text) as Record<string, unknown>)).toBe(text);
    }
  });

  test('the authoring spec reproduces the ledger byte for byte', () => {
    const spec: unknown = JSON.parse(
      readFileSync(join(ROOT, 'fixtures', 'example-ledger.spec.json'), 'utf8'),
    );
    const authored = authorTicks(spec, '', new Date(0));
    for (const { id, text } of authored)
      expect(readFileSync(join(TICKS_DIR, id), 'utf8')).toBe(text);
    expect(authored[authored.length - 1]?.id).toBe(readFileSync(join(STORE, 'HEAD'), 'utf8'));
  });

  test('the demo has what it shows: rejected roads, person checks, a harvested binding, a C tick without tests', () => {
    const all = ticks();
    const grounds = all.flatMap((t) => t.grounds);
    expect(grounds.filter((g) => g.supports.startsWith('rejected:')).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(grounds.filter((g) => g.check?.by === 'person').length).toBeGreaterThanOrEqual(5);
    const bound = bindings(all);
    expect(bound).toHaveLength(7);
    expect(bound.filter((check) => check.counter_test === undefined)).toHaveLength(1);
    const detectOnly = all.filter(isDetectOnly);
    expect(detectOnly.map((t) => t.jurisdiction)).toEqual(['C']);
    expect(detectOnly[0]?.grounds.some((g) => isTestCheck(g.check))).toBe(false);
  });

  test('receipts are filed under receiptKey(ref), one compact sorted-key line each', () => {
    const refs = new Set(bindings(ticks()).map((check) => check.ref));
    const files = readdirSync(RECEIPTS_DIR);
    expect(files.sort()).toEqual([...refs].map((ref) => `${receiptKey(ref)}.jsonl`).sort());
    for (const file of files) {
      const text = readFileSync(join(RECEIPTS_DIR, file), 'utf8');
      expect(text.endsWith('\n')).toBe(true);
      for (const line of text.trimEnd().split('\n')) {
        const receipt = JSON.parse(line) as Record<string, unknown>;
        expect(`${receiptKey(receipt.test as string)}.jsonl`).toBe(file);
        expect(Object.keys(receipt)).toEqual(Object.keys(receipt).sort());
        expect(JSON.stringify(receipt)).toBe(line);
      }
    }
  });

  test('the demo shows the red decisions, then the green one behind the file its change touches', async () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const demo = scripts['demo:0.1'] ?? '';
    expect(demo).toMatch(/^node dist\/cli\.js report /);
    let stdout = '';
    const code = await main(demo.split(' ').slice(2), {
      cwd: ROOT,
      env: {},
      stdout: (text) => void (stdout += text),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    const comment = stdout.slice(0, stdout.indexOf('# The job summary'));
    expect(comment).toContain('### ⚠️ 2 decisions need a look before merging');
    const section = comment.indexOf(
      '<details><summary>📎 1 decision behind the files this pull request changes</summary>',
    );
    expect(section).toBeGreaterThan(comment.indexOf('#### 🔴 GET /orders pages'));
    const context = comment.slice(section);
    for (const expected of [
      '#### 📎 order webhooks to merchants are signed with HMAC-SHA256 over the raw request body',
      '`6bfb2acf603c` · by Dana Whitfield',
      '- **green** — a receiver that recomputes the HMAC',
      'Declared triggers changed in this pull request: `fixtures/example/src/ledger_api/webhooks/delivery.py`',
      'Roads not taken: **mutual TLS**',
      '**IP allowlist**',
    ])
      expect(context).toContain(expected);
    expect(stdout).toContain('### 📎 1 decision behind the files this pull request changes');
  });
});
