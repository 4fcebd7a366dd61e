// The surfaces in the pure core: links, failures merged per file and
// line, only the sent annotations built, the bindings that need a look first,
// and the JSON report written in pieces that add up to the same text.
import { describe, expect, test } from '@jest/globals';
import { MESSAGE_MAX_BYTES } from '../../src/render/annotations.js';
import { selectAnnotations } from '../../src/render/ticks/annotations.js';
import { renderDecision, COMMENT_DECISION_OPTIONS } from '../../src/render/ticks/decision.js';
import {
  blobUrl,
  CHECK_DOCS_URL,
  pullRequestChecksUrl,
  serverUrlOf,
  workflowRunUrl,
} from '../../src/render/links.js';
import { boundTestFile, decisionLinks } from '../../src/render/ticks/links.js';
import { buildReport, reportChunks, serializeReport } from '../../src/render/ticks/report.js';
import { utf8Length } from '../../src/render/markdown.js';
import { listedBindings, renderSummary } from '../../src/render/ticks/summary.js';
import { renderComment } from '../../src/render/ticks/comment.js';
import { commentNeedsUpdate } from '../../src/render/comment.js';
import {
  aBoundGround,
  aMemoTick,
  aReportInput,
  aRunOutput,
  aTick,
  aTickVerdict,
  prettyTick,
} from '../../test-support/builders.js';
import { ticksAnnotations } from '../../test-support/surfaces.js';

const HEAD = 'c0ffee00'.repeat(5);
const CONTEXT = {
  serverUrl: 'https://ghe.example.com',
  repository: 'octo-org/octo-repo',
  headSha: HEAD,
  ledgerPrefix: 'services/api/',
};

describe('links', () => {
  test('the bound test file a ref names, never outside the ledger', () => {
    expect(boundTestFile('pytest tests/test_redis_absent.py')).toBe('tests/test_redis_absent.py');
    expect(boundTestFile('pytest tests/test_x.py::test_case -q')).toBe('tests/test_x.py');
    expect(boundTestFile('npx jest ./src/a.test.ts:12')).toBe('src/a.test.ts');
    expect(boundTestFile('cargo test restore_safety')).toBeUndefined();
    expect(boundTestFile('cat ../../etc/passwd.txt')).toBeUndefined();
  });

  test('tick files at the head commit and the ground line; the server is the runner’s (Enterprise aware)', () => {
    const tick = aTick();
    const links = decisionLinks(CONTEXT, new Map([[tick.id, prettyTick(tick)]]), () => false);
    expect(links.tick(tick.id)).toBe(
      `https://ghe.example.com/octo-org/octo-repo/blob/${HEAD}/services/api/.evolving/ticks/${tick.id}`,
    );
    expect(links.tick(tick.id, 0)).toMatch(/\/\.evolving\/ticks\/638c47b0c9dd#L6$/);
    expect(links.check('cargo test x')).toBe(CHECK_DOCS_URL);
    const withFile = decisionLinks(CONTEXT, new Map(), (path) => path === 'tests/test_a.py');
    expect(withFile.check('pytest tests/test_a.py')).toBe(
      `https://ghe.example.com/octo-org/octo-repo/blob/${HEAD}/services/api/tests/test%5Fa.py`,
    );
    expect(withFile.check('pytest tests/test_b.py')).toBe(CHECK_DOCS_URL);
  });

  test('ledger text in a link destination is encoded whole: no `( ) * _ ! ~` left to end the link or open Markdown', () => {
    const url = blobUrl(CONTEXT, ".evolving/artifacts/x)**Security-review-passed**_(a)!'~ b");
    expect(url).toBe(
      `https://ghe.example.com/octo-org/octo-repo/blob/${HEAD}/.evolving/artifacts/x%29%2A%2ASecurity-review-passed%2A%2A%5F%28a%29%21%27%7E%20b`,
    );
    expect(url).not.toMatch(/[()*_!'~ ]/);
    // A browser resolves `.` and `..` segments (encoded or not): such a path is not linked.
    expect(blobUrl(CONTEXT, 'src/../../../settings')).toBeUndefined();
    expect(blobUrl(CONTEXT, './x')).toBeUndefined();
  });

  test('nothing is linked from values the runner would not set', () => {
    expect(workflowRunUrl('https://github.com', 'o/r', '42')).toBe(
      'https://github.com/o/r/actions/runs/42',
    );
    expect(workflowRunUrl('https://github.com/', 'o/r', '42')).toBe(
      'https://github.com/o/r/actions/runs/42',
    );
    expect(workflowRunUrl('https://github.com', 'o/r', undefined)).toBeUndefined();
    expect(workflowRunUrl('javascript:alert(1)', 'o/r', '1')).toBeUndefined();
    expect(workflowRunUrl('https://github.com', 'o/r)[x](y', '1')).toBeUndefined();
    expect(blobUrl({ ...CONTEXT, headSha: 'HEAD' }, 'a')).toBeUndefined();
  });

  test("a pull request's checks tab, on the runner's server (github.com when unset or empty)", () => {
    expect(pullRequestChecksUrl(serverUrlOf(undefined), 'o/r', 7)).toBe(
      'https://github.com/o/r/pull/7/checks',
    );
    expect(pullRequestChecksUrl(serverUrlOf(''), 'o/r', 7)).toBe(
      'https://github.com/o/r/pull/7/checks',
    );
    expect(pullRequestChecksUrl(serverUrlOf('https://ghe.example.com/'), 'o/r', 7)).toBe(
      'https://ghe.example.com/o/r/pull/7/checks',
    );
    expect(pullRequestChecksUrl('https://github.com', '/', 7)).toBeUndefined();
    expect(pullRequestChecksUrl('https://github.com', 'o/r', 0)).toBeUndefined();
    expect(pullRequestChecksUrl('javascript:alert(1)', 'o/r', 7)).toBeUndefined();
  });

  test('a decision links its id to the tick file, each check to its docs and each ground to its line', () => {
    const tick = aTick();
    const report = buildReport(aReportInput({ verdicts: [aTickVerdict(tick, { 0: 'red' })] }));
    const links = decisionLinks(CONTEXT, new Map([[tick.id, prettyTick(tick)]]), () => true);
    const [decision] = report.decisions;
    const text = renderDecision(decision!, { ...COMMENT_DECISION_OPTIONS, links });
    expect(text).toContain(
      `[\`638c47b0c9dd\`](https://ghe.example.com/octo-org/octo-repo/blob/${HEAD}/services/api/.evolving/ticks/638c47b0c9dd)`,
    );
    expect(text).toContain(
      `check [\`pytest tests/test_redis_absent.py\`](https://ghe.example.com/octo-org/octo-repo/blob/${HEAD}/services/api/tests/test%5Fredis%5Fabsent.py)`,
    );
    expect(text).toContain(
      `[ground in the tick file](https://ghe.example.com/octo-org/octo-repo/blob/${HEAD}/services/api/.evolving/ticks/638c47b0c9dd#L6)`,
    );
    expect(renderDecision(decision!, COMMENT_DECISION_OPTIONS)).not.toContain('](');
  });

  test('the comment links the run that wrote it; a new run or head alone does not rewrite it', () => {
    const report = buildReport(aReportInput({ verdicts: [aTickVerdict(aTick(), { 0: 'red' })] }));
    const links = decisionLinks(CONTEXT, new Map(), () => false);
    const body = (run: string, head: string) =>
      renderComment(report, {
        key: 'k',
        runUrl: `https://github.com/o/r/actions/runs/${run}`,
        links: decisionLinks({ ...CONTEXT, headSha: head }, new Map(), () => false),
      });
    const first = body('1', HEAD);
    expect(first).toContain(
      '[the workflow run](https://github.com/o/r/actions/runs/1) that wrote it',
    );
    expect(links.tick('638c47b0c9dd')).toContain(HEAD);
    expect(commentNeedsUpdate(first, body('2', 'ab'.repeat(20)))).toBe(false);
  });
});

describe('annotations', () => {
  // Ten red grounds of one tick whose file cannot be read: all on line 1 of that file.
  const tick = aTick({
    grounds: Array.from({ length: 10 }, (_, i) =>
      aBoundGround({ claim: `claim ${i}` }, { ref: `ref-${i}` }),
    ),
  });
  const verdict = aTickVerdict(
    tick,
    Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, 'red' as const])),
  );
  const report = buildReport(
    aReportInput({ verdicts: [verdict, aTickVerdict(aMemoTick(), { 0: 'stale' })] }),
  );

  test('failures on one file and line are one annotation naming each', () => {
    const all = ticksAnnotations({ report, tickTexts: new Map() });
    const failures = all.filter((a) => a.annotation_level === 'failure');
    expect(failures).toHaveLength(1);
    expect(failures[0]?.title).toMatch(/^10 findings on this line: red: /);
    for (let i = 0; i < 10; i++) expect(failures[0]?.message).toContain(`claim ${i}`);
    // On their own lines they stay apart.
    const placed = ticksAnnotations({ report, tickTexts: new Map([[tick.id, prettyTick(tick)]]) });
    expect(placed.filter((a) => a.annotation_level === 'failure')).toHaveLength(10);
  });

  test('a line with many failures shows the first in full and the rest one line each, within 64 KB', () => {
    const many = aTick({
      grounds: Array.from({ length: 300 }, (_, i) =>
        aBoundGround({ claim: `claim ${i} ${'why '.repeat(40)}` }, { ref: `ref-${i}` }),
      ),
    });
    const red = aTickVerdict(
      many,
      Object.fromEntries(Array.from({ length: 300 }, (_, i) => [i, 'red' as const])),
    );
    const [merged] = ticksAnnotations({
      report: buildReport(aReportInput({ verdicts: [red] })),
      tickTexts: new Map(),
    });
    const message = merged?.message ?? '';
    const marker = /\n\nMore findings on this line \((\d+)\), one line each:\n/.exec(message);
    expect(marker).not.toBeNull();
    const inFull = message.slice(0, marker?.index);
    const oneLineEach = message.slice((marker?.index ?? 0) + (marker?.[0].length ?? 0)).split('\n');
    const shownInFull = inFull.split('\n\n').length;
    expect(shownInFull).toBeGreaterThan(10);
    expect(inFull.length).toBeLessThan(10 * 1024);
    expect(inFull).toContain('claim 0 why');
    expect(Number(marker?.[1])).toBe(300 - shownInFull);
    expect(oneLineEach).toHaveLength(300 - shownInFull);
    expect(oneLineEach.every((line) => line.startsWith(`- red: ${many.decision}`))).toBe(true);
    expect(utf8Length(message)).toBeLessThanOrEqual(MESSAGE_MAX_BYTES);
  });

  test('only the first max are built, and what is left out is counted', () => {
    const texts = new Map([[tick.id, prettyTick(tick)]]);
    const every = ticksAnnotations({ report, tickTexts: texts });
    const capped = selectAnnotations({ report, tickTexts: texts }, 4);
    expect(capped.annotations).toEqual(every.slice(0, 4));
    expect(capped.omitted).toBe(every.length - 4);
    expect(selectAnnotations({ report, tickTexts: texts }, 0)).toEqual({
      annotations: [],
      omitted: every.length,
    });
  });
});

describe('the bindings that need a look', () => {
  const report = buildReport(
    aReportInput({
      verdicts: [
        aTickVerdict(aTick({ id: 'aaaaaaaaaaaa', decision: 'green one' }), { 0: 'green' }),
        aTickVerdict(aMemoTick(), { 0: 'stale' }),
        aTickVerdict(aTick({ id: 'cccccccccccc' }), { 0: 'red' }),
      ],
    }),
  );

  test('failing lists gating, then memo; all lists them first, then the green ones', () => {
    expect(listedBindings(report, 'failing').map((b) => b.label)).toEqual(['red', 'memo']);
    expect(listedBindings(report, 'all').map((b) => b.label)).toEqual(['red', 'memo', 'green']);
    const failing = renderSummary(report);
    expect(failing).toContain('### Bindings that need a look (2 of 3)');
    expect(failing).not.toContain('| ✅ green |');
    expect(renderSummary(report, { bindings: 'all' })).toContain('| ✅ green |');
  });
});

describe('the JSON report in pieces', () => {
  const report = buildReport(
    aReportInput({
      verdicts: [aTickVerdict(aTick(), { 0: 'red' }), aTickVerdict(aMemoTick(), { 0: 'stale' })],
      runs: [aRunOutput({ outputTail: 'quote " backslash \\ \u2028 é 😀\n' })],
      notes: [],
    }),
  );
  const text = serializeReport(report);
  const lines = text.split('\n');
  /** The lines without the comma that separates one item from the next. */
  const items = lines.map((line) => line.replace(/,$/, ''));

  test('the pieces add up to one JSON document equal to the report, with a final newline', () => {
    const pieces = [...reportChunks(report)];
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(text);
    expect(text.endsWith('\n}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(report)));
  });

  test('each field of the report starts its own line, in the report’s order', () => {
    const keys = lines
      .filter((line) => /^ {2}"/.test(line))
      .map((line) => /^ {2}"(\w+)"/.exec(line)?.[1]);
    expect(keys).toEqual(Object.keys(report));
  });

  test('each decision and binding is one compact line of its own; an empty list stays on its line', () => {
    expect(report.decisions).toHaveLength(2);
    for (const decision of report.decisions)
      expect(items).toContain(`    ${JSON.stringify(decision)}`);
    for (const binding of report.bindings)
      expect(items).toContain(`    ${JSON.stringify(binding)}`);
    expect(items).toContain('  "notes": []');
    // A run's output with a line separator and a newline still takes one line.
    expect(items).toContain(`    ${JSON.stringify(report.runs[0])}`);
  });
});
