import { tickId } from '../../../src/core/ticks/identity.js';
import { parseLedger, type TickFile } from '../../../src/core/ticks/ledger.js';
import type { Tick } from '../../../src/core/ticks/tick.js';
import { verifyLedger } from '../../../src/core/ticks/verify.js';
import { seededInts } from '../../../test-support/seeded.js';

type TickJson = Omit<Tick, 'unknownKeys'> & Record<string, unknown>;

function tick(decision: string, parent = '', extra: Partial<TickJson> = {}): TickJson {
  const base = {
    decision,
    observe: '',
    grounds: [{ claim: 'a reason', supports: 'chosen' }],
    parent_id: parent,
    status: 'live',
    held_since: '2026-01-01T00:00:00Z',
    blame: 'Ada Lovelace',
    ...extra,
  };
  return { ...base, id: (extra.id as string | undefined) ?? tickId(base) };
}

function file(t: unknown, name = (t as TickJson).id): TickFile {
  return { name, bytes: Buffer.from(JSON.stringify(t, null, 2)) };
}

function verifyFiles(files: TickFile[], schemaVersion = 1) {
  return verifyLedger(parseLedger(files), schemaVersion);
}

const texts = (files: TickFile[]) => verifyFiles(files).findings.map((f) => f.text);

describe('verify (docs/ev-0.1.md#verify-findings)', () => {
  test('a clean chain has no findings', () => {
    const a = tick('genesis');
    const b = tick('child', a.id);
    expect(verifyFiles([file(a), file(b)])).toEqual({ findings: [], warnings: [] });
  });

  test('an edited payload: id != hash with the recomputed id', () => {
    const a = tick('before');
    const edited = { ...a, decision: 'after' };
    expect(texts([file(edited)])).toEqual([
      `${a.id}: id != hash(payload) (R4/R6) — recomputed ${tickId(edited)}`,
    ]);
  });

  test('a stored id field that differs from the file name', () => {
    const a = tick('x');
    expect(texts([file({ ...a, id: '0123456789ab' }, a.id)])).toEqual([
      `${a.id}: stored id field 0123456789ab != filename (R6)`,
    ]);
  });

  test('blank blame by Unicode White_Space (U+3000), but U+FEFF is a name', () => {
    const blank = tick('x', '', { blame: ' \u3000\t' });
    const bom = tick('y', '', { blame: '\ufeff' });
    expect(texts([file(blank), file(bom)])).toEqual([
      `${blank.id}: empty blame (R5) — every mutating op names a human`,
    ]);
  });

  test('a C/D tick may carry no test check; a person check is fine', () => {
    const check = {
      by: 'test',
      ref: 'r',
      verified_at_sha: 'd308afac1b2c3d4e5f60718293a4b5c6d7e8f901',
      liveness: { platforms: ['p'], triggered_by: ['t'], surfaces: ['s'] },
    };
    const withTest = tick('c', '', {
      jurisdiction: 'C',
      grounds: [{ claim: 'x', supports: 'chosen', check }],
    } as never);
    const withPerson = tick('d', '', {
      jurisdiction: 'D',
      grounds: [{ claim: 'x', supports: 'chosen', check: { by: 'person', ref: 'q3' } }],
    } as never);
    expect(texts([file(withTest), file(withPerson)])).toEqual([
      `${withTest.id}: a C/D jurisdiction (detect-only) tick may carry no test check`,
    ]);
  });

  test('lints: per text, R3 hits in list order then R5 hits, across decision, observe and claims', () => {
    const t = tick('We SELF-TUNE and auto-close', '', {
      observe: 'it will self-evolve',
      grounds: [{ claim: 'self-improve via auto-prune and self-grade', supports: 'chosen' }],
    });
    const lines = texts([file(t)]).map((line) => line.slice(t.id.length + 2));
    expect(lines).toEqual([
      'R3 self-evolve subject "self-tune" should be a human (best-effort lint)',
      'R5 forbidden op language "auto-close" (best-effort lint)',
      'R3 self-evolve subject "self-evolve" should be a human (best-effort lint)',
      'R3 self-evolve subject "self-improve" should be a human (best-effort lint)',
      'R3 self-evolve subject "self-grade" should be a human (best-effort lint)',
      'R5 forbidden op language "auto-prune" (best-effort lint)',
    ]);
  });

  test('an unresolved parent, and a parent that exists but does not parse', () => {
    const broken = { name: 'bbbbbbbbbbbb', bytes: Buffer.from('{"decision": 1}') };
    const orphan = tick('orphan', 'fedcba987654');
    const child = tick('child of broken', 'bbbbbbbbbbbb');
    const lines = texts([file(orphan), file(child), broken]);
    expect(lines).toContain(`${orphan.id}: parent_id fedcba987654 does not resolve (R6)`);
    expect(lines).toContain(`${child.id}: parent_id bbbbbbbbbbbb does not resolve (R6)`);
    expect(lines).toContain('bbbbbbbbbbbb: R1/R2 grounds missing/not array');
  });

  test('cycles: every tick in a cycle and every tick that leads into one, found in one pass', () => {
    // a -> b -> c -> b (cycle b,c); d -> a (leads in); e is genesis; s is its own parent
    const mk = (name: string, parent: string) => file({ ...tick(name, parent), id: name }, name);
    const files = [
      mk('aaaa', 'bbbb'),
      mk('bbbb', 'cccc'),
      mk('cccc', 'bbbb'),
      mk('dddd', 'aaaa'),
      mk('eeee', ''),
      mk('ssss', 'ssss'),
    ];
    const cycles = verifyFiles(files)
      .findings.filter((f) => f.kind === 'cycle')
      .map((f) => f.file);
    expect(cycles).toEqual(['aaaa', 'bbbb', 'cccc', 'dddd', 'ssss']);
  });

  test('cycles on random parent graphs: the same ticks as ev walking from every tick', () => {
    // ev's rule as written, quadratic: from each tick, follow parents until one repeats (a
    // cycle) or the chain ends (genesis, or a parent that does not resolve).
    const evCycles = (parentOf: Map<string, string>): string[] =>
      [...parentOf.keys()]
        .filter((start) => {
          const seen = new Set<string>();
          for (let at: string | undefined = start; at !== undefined;) {
            if (seen.has(at)) return true;
            seen.add(at);
            const parent: string = parentOf.get(at) ?? '';
            at = parentOf.has(parent) ? parent : undefined;
          }
          return false;
        })
        .sort();
    const random = seededInts(7);
    const mk = (name: string, parent: string) => file({ ...tick(name, parent), id: name }, name);
    for (let graph = 0; graph < 200; graph++) {
      const size = 1 + random(12);
      const names = Array.from({ length: size }, (_, i) => `t${graph}-${i}`);
      // A parent among the ticks, none (genesis), or one that does not resolve.
      const parentOf = new Map(
        names.map((name) => {
          const pick = random(size + 2);
          return [name, pick < size ? (names[pick] as string) : pick === size ? '' : 'gone'];
        }),
      );
      const cycles = verifyFiles([...parentOf].map(([name, parent]) => mk(name, parent)))
        .findings.filter((f) => f.kind === 'cycle')
        .map((f) => f.file);
      expect(cycles).toEqual(evCycles(parentOf));
    }
  });

  test('a long chain (5,000 ticks) has no cycle finding and stays linear', () => {
    const files: TickFile[] = [];
    let parent = '';
    for (let i = 0; i < 5000; i++) {
      const name = i.toString(16).padStart(12, '0');
      files.push(file({ ...tick(`d${i}`, parent), id: name }, name));
      parent = name;
    }
    const kinds = new Set(verifyFiles(files).findings.map((f) => f.kind));
    expect(kinds.has('cycle')).toBe(false);
    expect(kinds.has('parent')).toBe(false);
  });

  test('every unreadable file is its own finding and the rest are still verified', () => {
    const good = tick('good');
    const edited = { ...tick('edited'), decision: 'changed' };
    const files: TickFile[] = [
      { name: 'deadbeef0001', bytes: Buffer.from('{"decision": "half written",') },
      { name: 'deadbeef0002', bytes: Buffer.from('') },
      { name: 'deadbeef0003', bytes: Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]) },
      { name: 'deadbeef0004', bytes: Buffer.from([0x7b, 0xff, 0x7d]) },
      { name: 'deadbeef0005', readError: 'cannot read the file: permission denied' },
      file(good),
      file(edited, tick('edited').id),
    ];
    const { findings } = verifyFiles(files);
    expect(findings.map((f) => f.text)).toEqual([
      `${tick('edited').id}: id != hash(payload) (R4/R6) — recomputed ${tickId(edited)}`,
      expect.stringMatching(/^deadbeef0001: R1\/R2 not valid JSON: .* at line 1 column \d+$/),
      'deadbeef0002: R1/R2 not valid JSON: EOF while parsing a value at line 1 column 0 (the file is empty)',
      'deadbeef0003: R1/R2 not valid JSON: expected value at line 1 column 1 (the file starts with a UTF-8 byte-order mark)',
      'deadbeef0004: R1/R2 not valid UTF-8 (first malformed sequence on line 1)',
      'deadbeef0005: R1/R2 cannot read the file: permission denied',
    ]);
  });

  test('warnings: tolerated unknown keys (debug-quoted, with schema_version), duplicate keys, skipped entries', () => {
    const t = tick('x', '', { reviewed_by: 'x', 'pri\u200bority': 1 });
    const duplicated = Buffer.from(
      JSON.stringify(tick('y'), null, 2).replace(
        '"observe": ""',
        '"observe": "",\n  "blame": "Mallory"',
      ),
    );
    const dupId = tick('y').id;
    const { warnings, findings } = verifyFiles(
      [file(t), { name: dupId, bytes: duplicated }, { name: 'a-directory', notAFile: true }],
      3,
    );
    expect(warnings.map((w) => w.text)).toEqual([
      expect.stringMatching(
        new RegExp(`^${dupId}:\\d+: warning: duplicate key "blame" — the last value wins`),
      ),
      `${t.id}: warning: tolerated unknown top-level field "pri\\u{200b}ority" (schema_version 3) — a typo'd field name parses through but is ignored`,
      `${t.id}: warning: tolerated unknown top-level field "reviewed_by" (schema_version 3) — a typo'd field name parses through but is ignored`,
      'a-directory: warning: not a regular file — skipped, as ev skips it',
    ]);
    expect(findings).toEqual([]);
  });

  test('unknown keys of a tick that then fails to parse still warn', () => {
    const bad = { ...tick('x'), extra: 1, grounds: 'no' };
    const { warnings, findings } = verifyFiles([file(bad)]);
    expect(warnings.map((w) => w.key)).toEqual(['extra']);
    expect(findings.map((f) => f.kind)).toEqual(['parse']);
  });
});

describe('verify under ev 0.1.32 rules', () => {
  test('an R5 op word in an imported decision is a warning; R3 stays a finding', () => {
    const imported = tick('auto-close stale issues', '', {
      observe: 'the loop should self-improve',
      provenance: 'imported',
    } as Partial<TickJson>);
    const result = verifyFiles([file(imported)]);
    expect(result.findings.map((f) => f.text)).toEqual([
      `${imported.id}: R3 self-evolve subject "self-improve" should be a human (best-effort lint)`,
    ]);
    expect(result.warnings.map((w) => [w.kind, w.text])).toEqual([
      [
        'imported-op',
        `${imported.id}: warning: R5 op language "auto-close" in imported historical text (recorded, not authored — best-effort lint)`,
      ],
    ]);
  });

  test('human-now and agent-proposed keep R5 a finding', () => {
    for (const provenance of ['human-now', 'agent-proposed']) {
      const t = tick('auto-prune old branches', '', { provenance } as Partial<TickJson>);
      expect(texts([file(t)])).toEqual([
        `${t.id}: R5 forbidden op language "auto-prune" (best-effort lint)`,
      ]);
    }
  });

  test('under ev 0.1.2 rules provenance is an unknown key and R5 stays a finding', () => {
    const t = tick('auto-close stale issues', '', { provenance: 'imported' } as Partial<TickJson>);
    const result = verifyLedger(parseLedger([file(t)], '0.1.2'), 1, '0.1.2');
    expect(result.findings.map((f) => f.kind)).toEqual(['lint']);
    expect(result.warnings.map((w) => [w.kind, w.key])).toEqual([['unknown-key', 'provenance']]);
  });
});
