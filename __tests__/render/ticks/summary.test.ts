import { collapseInline, utf8Length } from '../../../src/render/markdown.js';
import { buildReport } from '../../../src/render/ticks/report.js';
import {
  CHECK_RUN_SUMMARY_BYTE_LIMIT,
  STEP_SUMMARY_BYTE_LIMIT,
  SUMMARY_BYTE_LIMIT,
  renderSummary,
} from '../../../src/render/ticks/summary.js';
import {
  aBoundGround,
  aMemoTick,
  aReportInput,
  aRunOutput,
  aTick,
  aTickVerdict,
  executionsByFile,
} from '../../../test-support/builders.js';
import { HOSTILE_TEXTS, hugeText } from '../../../test-support/hostile-text.js';
import {
  allNodes,
  nodesOfType,
  parseMarkdown,
  textOf,
  type MdNode,
} from '../../../test-support/markdown-ast.js';

const withoutZwsp = (s: string) => s.replace(/\u200B/g, '');

/** Each piece occurs in `text`, in this order. */
function expectInOrder(text: string, pieces: readonly string[]): void {
  let at = 0;
  for (const piece of pieces) {
    const found = text.indexOf(piece, at);
    expect([piece, found >= 0]).toEqual([piece, true]);
    at = found;
  }
}

const fullReport = () =>
  buildReport(
    aReportInput({
      verdicts: [
        aTickVerdict(aTick(), { 0: 'red' }),
        aTickVerdict(aMemoTick(), { 0: 'stale' }),
        aTickVerdict(aTick({ id: 'ffffffffffff', decision: 'all good' }), { 0: 'green' }),
      ],
      runs: [aRunOutput()],
      verify: {
        findings: [
          {
            file: 'abc',
            kind: 'blame',
            text: 'abc: empty blame (R5) — every mutating op names a human',
          },
        ],
        warnings: [
          {
            file: 'abc',
            kind: 'unknown-key',
            key: 'colour',
            text: 'abc: warning: tolerated unknown top-level field "colour" (schema_version 1) — a typo\'d field name parses through but is ignored',
          },
        ],
      },
      ledgerDiff: {
        violations: [
          {
            file: '.evolving/ticks/abc',
            kind: 'deleted',
            text: 'tick abc was deleted: the chain is append-only, a decision is never removed',
          },
        ],
        recorded: [
          { id: '0cf784b51331', decision: 'ship the harvested binding', blame: 'Ada Lovelace' },
        ],
      },
      selfTest: [
        { ok: true, text: '✓ genesis: e2b337f53a1f (want e2b337f53a1f)' },
        { ok: false, text: '✗ case1: 000000000000 (want 638c47b0c9dd)' },
      ],
      notes: [
        'bound checks were not run: pull_request_target never executes code from the pull request',
      ],
    }),
  );

describe('the job summary', () => {
  test('headline, reason, context and counts come first', () => {
    const summary = renderSummary(fullReport());
    expect(
      summary.startsWith(
        '## ❌ evolving: failing\n\n**1 golden vector drifted; 2 ledger violations (fail-on-violation is on); 1 gating verdict (gate is on).**',
      ),
    ).toBe(true);
    expect(summary).toContain(
      '<sub>event `pull_request` · `octo-org/octo-repo` · pull request 7 · head `c0ffee00` · base `ba5eba11` · ledger `.`</sub>',
    );
    expect(summary).toContain('| 1 (1 decision) | 1 (1 decision) | 2 | 1 | 3 | 1 | 1 |');
    expect(summary).toContain(
      '- ℹ️ bound checks were not run: pull\\_request\\_target never executes code from the pull request',
    );
  });

  test('every section is there, in order', () => {
    const summary = renderSummary(fullReport(), { bindings: 'all' });
    const order = [
      '### Self-test: 1 vector drifted',
      '✗ case1: 000000000000 (want 638c47b0c9dd)',
      '### Verify: 1 finding, 1 warning',
      '- ✗ abc: empty blame (R5) — every mutating op names a human',
      '- ⚠️ abc: warning: tolerated unknown top-level field "colour"',
      '### Ledger integrity: 1 violation',
      '- `.evolving/ticks/abc` deleted: tick abc was deleted',
      '### Decisions recorded by this pull request (1)',
      '- `0cf784b51331` ship the harvested binding — its blame: Ada Lovelace',
      '### Resurfaced decisions (2)',
      '#### 🔴 restore-safety counter DB-backed; reject Redis',
      '<details><summary>Output of the failing run on linux-ci (exit 1)</summary>',
      '#### 📝 monitor p99 latency',
      '### Bindings (3, those that need a look first)',
      '| 🔴 red | `638c47b0c9dd` |',
      '| 📝 memo | `a1b2c3d4e5f6` |',
      '| ✅ green | `ffffffffffff` | 1 | Argus introduces no Redis; multi-pod coord via existing DB | `pytest tests/test_redis_absent.py` | ran 2026-11-21T12:15:15.229330215Z |',
    ];
    expectInOrder(summary, order);
  });

  test('the decisions in context follow the resurfaced ones, rendered the same way; not with context off', () => {
    const input = aReportInput({
      verdicts: [
        aTickVerdict(aTick(), { 0: 'red' }),
        aTickVerdict(aTick({ id: 'ffffffffffff', decision: 'all good' }), { 0: 'green' }),
      ],
      changedFiles: { files: ['pyproject.toml'], capped: false },
    });
    const summary = renderSummary(buildReport(input));
    const order = [
      '### Resurfaced decisions (1)',
      '#### 🔴 restore-safety counter DB-backed; reject Redis',
      '### 📎 1 decision behind the files this pull request changes',
      'What was decided about the code this pull request changes, and the roads not taken',
      '#### 📎 all good',
      '`ffffffffffff` · by Ada Lovelace',
      '- **green** — Argus introduces no Redis; multi-pod coord via existing DB',
      'Declared triggers changed in this pull request: `pyproject.toml`',
      'Roads not taken: **Redis** (Redis would add a new infra dependency)',
      '### Bindings that need a look (1 of 2)',
      '1 green binding not listed: `bindings: all` lists them, and the JSON report (the `report` output) has every one.',
      '| 🔴 red | `638c47b0c9dd` |',
    ];
    expectInOrder(summary, order);
    const off = renderSummary(
      buildReport({ ...input, settings: { ...input.settings, context: false } }),
    );
    expect(off).not.toContain('📎');
  });

  test.each([
    ['success', '## ✅ evolving: all clear'],
    ['neutral', '## ⚠️ evolving: worth a look (not failing)'],
  ] as const)('%s headline', (_c, headline) => {
    const verdicts =
      _c === 'success' ? [aTickVerdict()] : [aTickVerdict(aMemoTick(), { 0: 'red' })];
    const report = buildReport(aReportInput({ verdicts }));
    expect(report.conclusion).toBe(_c);
    expect(renderSummary(report).split('\n')[0]).toBe(headline);
    expect(renderSummary(report)).toContain('### Verify\n\n✓ chain intact');
  });

  test('the bindings table keeps six columns whatever the claims and refs contain', async () => {
    const verdicts = HOSTILE_TEXTS.map((t, i) =>
      aTickVerdict(
        aTick({ id: `h${i}`, grounds: [aBoundGround({ claim: t || 'c' }, { ref: t || 'r' })] }),
        { 0: 'green' },
      ),
    );
    const root = await parseMarkdown(
      renderSummary(buildReport(aReportInput({ verdicts })), { bindings: 'all' }),
    );
    const tables = nodesOfType(root, 'table');
    const bindings = tables[tables.length - 1] as MdNode;
    const rows = nodesOfType(bindings, 'tableRow');
    expect(rows).toHaveLength(HOSTILE_TEXTS.length + 1);
    for (const row of rows) expect(row.children).toHaveLength(6);
    // Each ref is shown as itself (whitespace aside: HTML collapses it anyway).
    const shown = (cell: MdNode) => withoutZwsp(textOf(cell)).replace(/\s+/g, ' ').trim();
    const expected = (ref: string) => withoutZwsp(collapseInline(ref)).replace(/\s+/g, ' ').trim();
    expect(rows.slice(1).map((row) => shown(row.children?.[4] as MdNode))).toEqual(
      HOSTILE_TEXTS.map((t) => expected(t || 'r')),
    );
  });

  test('no markup, pings or links from the ledger anywhere in the summary', async () => {
    const verdicts = HOSTILE_TEXTS.map((t, i) =>
      aTickVerdict(
        aTick({
          id: `h${i}`,
          decision: t,
          blame: t,
          grounds: [
            aBoundGround({ claim: t || 'c' }, { ref: t || 'r' }),
            { claim: t || 'c', supports: `rejected:${t || 'o'}` },
          ],
        }),
        { 0: 'red' },
      ),
    );
    const summary = renderSummary(
      buildReport(
        aReportInput({
          verdicts,
          runs: HOSTILE_TEXTS.map((t) => aRunOutput({ ref: t || 'r', outputTail: t })),
        }),
      ),
    );
    const root = await parseMarkdown(summary);
    for (const html of nodesOfType(root, 'html'))
      expect(html.value).toMatch(
        /^(<br>|<sub>|<\/sub>|<details><summary>[^<>]*<\/summary>|<\/details>|<code>|<\/code>)$/,
      );
    for (const type of ['link', 'linkReference', 'image', 'definition', 'delete'])
      expect(nodesOfType(root, type)).toEqual([]);
    const prose = allNodes(root)
      .filter((n) => n.type === 'text')
      .map((n) => n.value)
      .join('\n');
    expect(prose).not.toMatch(/(^|[^\w])@[A-Za-z0-9_-]|#\d|:\/\//);
    expect(summary).not.toContain('<!--');
  });

  test('500 resurfaced grounds: under the check run limit (65,535 bytes) as compact lines and a count, under the step summary limit (1 MiB) as compact lines', () => {
    const verdicts = Array.from({ length: 500 }, (_, t) => {
      const tick = aTick({
        id: `t${String(t).padStart(11, '0')}`,
        decision: `決定 ${t} 😀`.repeat(20),
        grounds: [
          aBoundGround(
            { claim: t % 100 === 0 ? hugeText(100, '中文😀 ') : `主張 ${t} `.repeat(40) },
            { ref: `ref-${t}` },
          ),
        ],
      });
      return aTickVerdict(tick, { 0: 'red' });
    });
    const runs = verdicts.map((v, t) =>
      aRunOutput({ ref: `ref-${t}`, outputTail: `失敗 ${'`'.repeat(5)}\n`.repeat(200) }),
    );
    const report = buildReport(aReportInput({ verdicts, runs }));
    expect(report.counts.gating).toBe(500);
    const summary = renderSummary(report, { maxBytes: CHECK_RUN_SUMMARY_BYTE_LIMIT });
    expect(utf8Length(summary)).toBeLessThan(CHECK_RUN_SUMMARY_BYTE_LIMIT);
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThan(CHECK_RUN_SUMMARY_BYTE_LIMIT);
    expect(summary).toMatch(
      /> \*\*Truncated:\*\* \d+ more entries did not fit the 65,535-byte limit, even as one line each\. The JSON report \(the `report` output\) has everything\.\n$/,
    );
    expect(summary.startsWith('## ❌ evolving: failing')).toBe(true);
    expect(summary).toContain('- 🔴 `t00000000000` 決定 0 😀');
    // The step summary's own limit: every decision fits as one line, and it says where the details are.
    const step = renderSummary(report);
    expect(SUMMARY_BYTE_LIMIT).toBe(STEP_SUMMARY_BYTE_LIMIT);
    expect(Buffer.byteLength(step, 'utf8')).toBeGreaterThan(CHECK_RUN_SUMMARY_BYTE_LIMIT);
    expect(Buffer.byteLength(step, 'utf8')).toBeLessThan(STEP_SUMMARY_BYTE_LIMIT);
    for (let t = 0; t < 500; t++) expect(step).toContain(`\`t${String(t).padStart(11, '0')}\``);
    expect(step).toContain(
      '> **Shortened:** the details did not fit the 1 MiB limit, so each entry is one line here. The JSON report (the `report` output) has everything.',
    );
    expect(step).not.toContain('<details>');
  });

  test('the details are shown whenever they fit, though the compact lines are measured first', () => {
    // renderSummary skips the details once the compact lines alone reach the limit: sound only
    // if no entry in full is shorter than its compact line. Entries of every kind and size.
    const verdicts = [
      aTickVerdict(aTick({ id: 'a00000000001', decision: 'x' }), { 0: 'red' }),
      aTickVerdict(aMemoTick({ id: 'a00000000002', decision: '' }), { 0: 'stale' }),
      aTickVerdict(
        aTick({
          id: 'a00000000003',
          decision: '決定 😀 `|*_'.repeat(30),
          grounds: Array.from({ length: 8 }, (_, g) =>
            aBoundGround({ claim: g % 2 ? '' : 'c' }, { ref: `r${g}` }),
          ),
        }),
        Object.fromEntries(Array.from({ length: 8 }, (_, g) => [g, g % 2 ? 'red' : 'stale'])),
      ),
      aTickVerdict(aTick({ id: 'a00000000004', decision: hugeText(3, 'long ') }), { 0: 'green' }),
    ];
    for (const bindings of ['failing', 'all'] as const) {
      const report = buildReport(aReportInput({ verdicts }));
      const full = renderSummary(report, { bindings, maxBytes: 1 << 24 });
      expect(full).not.toContain('**Shortened:**');
      const size = utf8Length(full);
      for (const maxBytes of [size + 1, size + 2, size + 100]) {
        expect(renderSummary(report, { bindings, maxBytes })).toBe(full);
      }
      const shortened = renderSummary(report, { bindings, maxBytes: size });
      expect(shortened).toContain('**Shortened:**');
      expect(utf8Length(shortened)).toBeLessThan(size);
    }
  });

  test('a custom byte budget is honoured', () => {
    const summary = renderSummary(fullReport(), { maxBytes: 2000 });
    expect(utf8Length(summary)).toBeLessThan(2000);
    expect(summary).toContain('**Shortened:**');
    const tiny = renderSummary(fullReport(), { maxBytes: 1500 });
    expect(utf8Length(tiny)).toBeLessThan(1500);
    expect(tiny).toContain('**Truncated:**');
  });
});

describe('run-checks and receipts in the summary', () => {
  const verdicts = [
    aTickVerdict(aTick(), { 0: 'red' }),
    aTickVerdict(aTick({ id: 'ffffffffffff', decision: 'all good' }), { 0: 'green' }),
  ];

  test('with run-checks: the counts say how many ran and were reused, each binding row says which', async () => {
    const report = buildReport(
      aReportInput({
        verdicts,
        executions: executionsByFile({ '638c47b0c9dd': 'ran', ffffffffffff: 'reused' }),
      }),
    );
    const summary = renderSummary(report, { bindings: 'all' });
    expect(summary).toContain('| Checks run | Reused |');
    expect(summary).toMatch(/\| 1 \| 1 \|\n/);
    const root = await parseMarkdown(summary);
    const bindings = nodesOfType(root, 'table').at(-1) as MdNode;
    const rows = nodesOfType(bindings, 'tableRow');
    expect(rows.map((row) => textOf(row.children?.at(-1) as MdNode).trim())).toEqual([
      'This run',
      '▶️ ran',
      '♻️ reused',
    ]);
  });

  test('without run-checks: no such counts and no such column', () => {
    const summary = renderSummary(buildReport(aReportInput({ verdicts })));
    expect(summary).not.toContain('Checks run');
    expect(summary).not.toContain('This run');
  });

  test('receipts merged: the figures, and each problem escaped', () => {
    const summary = renderSummary(
      buildReport(
        aReportInput({
          verdicts,
          receiptMerge: {
            directories: ['artifacts/receipts-linux-ci', 'artifacts/receipts-mac'],
            files: 3,
            merged: 4,
            identical: 1,
            problems: ['artifacts/<b>@team</b>.jsonl: not a receipt file — skipped'],
          },
        }),
      ),
    );
    expect(summary).toContain(
      '### Receipts merged\n\n4 lines merged from 3 files in 2 directories; 1 line already present.\n',
    );
    expect(summary).not.toContain('<b>');
    expect(summary).not.toContain(' @team');
  });
});
