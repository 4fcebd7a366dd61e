import {
  ANNOTATIONS_PER_REQUEST,
  MESSAGE_MAX_BYTES,
  TITLE_MAX_CHARS,
  batchAnnotations,
  reviewAnnotations,
  type Annotation,
} from '../../src/render/annotations.js';
import { isAnnotationPath } from '../../src/render/ticks/annotations.js';
import { utf8Length } from '../../src/render/markdown.js';
import { buildReport } from '../../src/render/ticks/report.js';
import {
  aBoundGround,
  aMemoTick,
  aReportInput,
  aTick,
  aTickVerdict,
  prettyTick,
} from '../../test-support/builders.js';
import { hugeText } from '../../test-support/hostile-text.js';
import { ticksAnnotations } from '../../test-support/surfaces.js';
import { ticksReview } from '../../src/render/ticks/review.js';
import type { Finding } from '../../src/core/review/review.js';
import { seededInts } from '../../test-support/seeded.js';

describe('the annotations drawn (ticksReview, reviewAnnotations)', () => {
  const gating = aTick();
  const memo = aMemoTick();
  const harvested = aTick({
    id: 'bbbbbbbbbbbb',
    decision: 'harvested but green',
    grounds: [aBoundGround({}, { counter_test: undefined, ref: 'harvested-ref' })],
  });
  const tickTexts = new Map([
    [gating.id, prettyTick(gating)],
    [memo.id, prettyTick(memo)],
    [harvested.id, prettyTick(harvested, { colour: 'blue' })],
  ]);
  const report = buildReport(
    aReportInput({
      context: { event: 'pull_request', repository: 'o/r', workingDirectory: './services/api' },
      verdicts: [
        aTickVerdict(memo, { 0: 'stale' }),
        aTickVerdict(gating, { 0: 'red' }),
        aTickVerdict(harvested),
      ],
      changedFiles: { files: ['services/api/pyproject.toml'], capped: false },
      verify: {
        findings: [
          {
            file: 'cccccccccccc',
            kind: 'blame',
            text: 'cccccccccccc: empty blame (R5) — every mutating op names a human',
            line: 4,
          },
        ],
        warnings: [
          {
            file: harvested.id,
            kind: 'unknown-key',
            key: 'colour',
            text: 'bbbbbbbbbbbb: warning: tolerated unknown top-level field "colour"',
          },
        ],
      },
      ledgerDiff: {
        violations: [
          {
            file: '.evolving/ticks/dddddddddddd',
            kind: 'deleted',
            text: 'tick dddddddddddd was deleted',
          },
        ],
        recorded: [],
      },
    }),
  );
  const annotations = ticksAnnotations({ report, tickTexts });

  test('most important first: gating, violations, warnings, memo notices, context notices', () => {
    expect(annotations.map((a) => [a.annotation_level, a.path, a.start_line])).toEqual([
      ['failure', 'services/api/.evolving/ticks/638c47b0c9dd', 6],
      ['failure', 'services/api/pyproject.toml', 1],
      ['failure', 'services/api/.evolving/ticks/cccccccccccc', 4],
      ['failure', 'services/api/.evolving/ticks/dddddddddddd', 1],
      ['warning', 'services/api/.evolving/ticks/bbbbbbbbbbbb', 4], // "colour", sorted after "blame"
      ['warning', 'services/api/.evolving/ticks/a1b2c3d4e5f6', 6],
      ['warning', 'services/api/.evolving/ticks/bbbbbbbbbbbb', 7],
      ['notice', 'services/api/.evolving/ticks/a1b2c3d4e5f6', 6],
      // The green "harvested but green" decision governs the changed pyproject.toml: in context.
      ['notice', 'services/api/pyproject.toml', 1],
    ]);
    for (const a of annotations) expect(a.end_line).toBe(a.start_line);
  });

  test('titles and messages say what and why, in plain text', () => {
    const [ground, trigger, finding, violation, unknownKey, harvestedWarning] =
      annotations as Annotation[];
    expect(ground?.title).toBe('red: restore-safety counter DB-backed; reject Redis');
    expect(ground?.message).toBe(
      [
        'Decision 638c47b0c9dd by Ada Lovelace: restore-safety counter DB-backed; reject Redis',
        'Ground 1 (chosen): Argus introduces no Redis; multi-pod coord via existing DB',
        'Check: pytest tests/test_redis_absent.py (frozen@d308afac)',
        'Verdict: red — ran 2026-11-21T12:15:15.229330215Z',
        "What to do: make it pass again, or — if the decision no longer holds — record the new decision with 'ev' in this pull request",
        'Roads not taken: Redis (Redis would add a new infra dependency)',
      ].join('\n'),
    );
    expect(trigger?.title).toBe(
      'Declared trigger of decision 638c47b0c9dd: restore-safety counter DB-backed; reject Redis',
    );
    expect(finding?.title).toBe('ev verify: blame');
    expect(violation?.title).toBe('Ledger integrity: deleted');
    expect(unknownKey?.title).toBe('Tolerated unknown field: colour');
    expect(harvestedWarning?.title).toBe('Harvested binding: no counter-test');
    expect(annotations[7]?.title).toBe(
      'memo (stale): monitor p99 latency of the search API instead of gating on it',
    );
  });

  test('the ledger path prefix can be given explicitly', () => {
    const paths = ticksAnnotations({ report, tickTexts, ledgerPathPrefix: '' }).map((a) => a.path);
    expect(paths[0]).toBe('.evolving/ticks/638c47b0c9dd');
  });

  test('a tick file that is missing or unreadable puts the annotation on line 1', () => {
    const lines = ticksAnnotations({ report, tickTexts: new Map() }).map((a) => a.start_line);
    expect(lines).toEqual([1, 1, 4, 1, 1, 1, 1, 1, 1]);
  });

  test('bounded: title ≤ 255 characters on one line, message ≤ 64 KB, whatever the ledger says', () => {
    const huge = aTick({
      decision: `line one\nline two ${hugeText(100, '中文😀')}`,
      grounds: [aBoundGround({ claim: hugeText(100) }, { ref: hugeText(100) })],
    });
    const big = buildReport(aReportInput({ verdicts: [aTickVerdict(huge, { 0: 'red' })] }));
    for (const a of ticksAnnotations({
      report: big,
      tickTexts: new Map([[huge.id, prettyTick(huge)]]),
    })) {
      expect(a.title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
      expect(a.title).not.toMatch(/[\r\n]/);
      expect(a.title).not.toMatch(/[\uD800-\uDBFF]$/);
      expect(utf8Length(a.message)).toBeLessThanOrEqual(MESSAGE_MAX_BYTES);
      expect(a.message).not.toMatch(/\r/);
    }
  });
});

describe('decisions in context', () => {
  const governing = (id: string, decision: string, triggered_by: string[]) =>
    aTick({
      id,
      decision,
      grounds: [
        aBoundGround(
          {},
          { ref: `test ${id}`, liveness: { platforms: ['p'], triggered_by, surfaces: ['s'] } },
        ),
        { claim: 'offsets skip rows', supports: 'rejected:offsets' },
      ],
    });
  const cursors = governing('c00000000000', 'pagination uses cursors', ['api/']);
  const limits = governing('d00000000000', 'page size is capped at 100', ['api/orders.ts']);
  const broken = governing('a00000000000', 'orders are idempotent', ['api/orders.ts']);
  const report = buildReport(
    aReportInput({
      context: { event: 'pull_request', repository: 'o/r', workingDirectory: 'svc' },
      verdicts: [aTickVerdict(cursors), aTickVerdict(limits), aTickVerdict(broken, { 0: 'red' })],
      changedFiles: {
        files: ['svc/api/orders.ts', 'svc/api/refunds.ts', 'README.md'],
        capped: false,
      },
    }),
  );
  const annotations = ticksAnnotations({ report, tickTexts: new Map() });
  const notices = annotations.filter((a) => a.annotation_level === 'notice');

  test('one notice per changed file on line 1, naming every decision behind it, after the failures', () => {
    expect(notices.map((a) => [a.path, a.start_line])).toEqual([
      ['svc/api/orders.ts', 1],
      ['svc/api/refunds.ts', 1],
    ]);
    expect(annotations.indexOf(notices[0] as Annotation)).toBeGreaterThan(
      annotations.findIndex((a) => a.annotation_level === 'failure'),
    );
    expect(notices[0]?.title).toBe(
      '2 decisions behind this file: pagination uses cursors; page size is capped at 100',
    );
    expect(notices[0]?.message).toBe(
      [
        'Decision c00000000000 by Ada Lovelace: pagination uses cursors',
        'Its checks: test c00000000000 → green — nothing here blocks merging',
        'Roads not taken: offsets (offsets skip rows)',
        '',
        'Decision d00000000000 by Ada Lovelace: page size is capped at 100',
        'Its checks: test d00000000000 → green — nothing here blocks merging',
        'Roads not taken: offsets (offsets skip rows)',
      ].join('\n'),
    );
    expect(notices[1]?.title).toBe('Decision behind this file: pagination uses cursors');
  });

  test('max-annotations drops the context notices first', () => {
    const max = annotations.length - 2;
    const kept = reviewAnnotations(
      ticksReview({ report, tickTexts: new Map() }, max),
      max,
    ).annotations;
    expect(kept.some((a) => a.annotation_level === 'notice')).toBe(false);
    expect(kept.filter((a) => a.annotation_level === 'failure')).toHaveLength(2);
  });

  test('context off: no notices', () => {
    const off = buildReport(
      aReportInput({
        context: { event: 'pull_request', repository: 'o/r', workingDirectory: 'svc' },
        settings: { gate: true, failOnViolation: true, context: false },
        verdicts: [aTickVerdict(cursors)],
        changedFiles: { files: ['svc/api/orders.ts'], capped: false },
      }),
    );
    expect(ticksAnnotations({ report: off, tickTexts: new Map() })).toEqual([]);
  });
});

describe('batching and capping', () => {
  const many: Annotation[] = Array.from({ length: 120 }, (_, i) => ({
    path: 'f',
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: 'notice',
    title: `t${i}`,
    message: 'm',
  }));

  test('batches of at most 50 per request', () => {
    const batches = batchAnnotations(many);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches.flat()).toEqual(many);
    expect(ANNOTATIONS_PER_REQUEST).toBe(50);
    expect(batchAnnotations([])).toEqual([]);
  });

  test('capping keeps the first (most important) and says how many were left out', () => {
    // A review of `many`'s findings, in their order (as a model hands them to the annotations).
    const review = {
      findings: many.map((a): Finding => ({
        key: a.title ?? '',
        severity: 'notice',
        gates: false,
        title: a.title ?? '',
        message: a.message,
        location: { path: a.path, startLine: a.start_line },
      })),
    };
    const capped = reviewAnnotations(review, 100);
    expect(capped.annotations).toHaveLength(100);
    expect(capped.annotations[0]?.title).toBe('t0');
    expect(capped.omitted).toBe(20);
    expect(reviewAnnotations(review, 500).omitted).toBe(0);
    expect(reviewAnnotations(review, 0)).toEqual({ annotations: [], omitted: 120 });
  });
});

describe('paths GitHub can annotate', () => {
  /** The rule as GitHub states it, written out: what the one regular expression must agree with. */
  const plainPath = (path: string) =>
    path !== '' &&
    !path.startsWith('/') &&
    !/^[A-Za-z]:/.test(path) &&
    // eslint-disable-next-line no-control-regex
    !/[\\\0-\x1f\x7f]/.test(path) &&
    path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

  test('plain repository-relative paths only', () => {
    for (const path of ['src/a.ts', '.evolving/ticks/0123456789ab', 'a/.b/...', 'é/ü', 'a b'])
      expect(isAnnotationPath(path)).toBe(true);
    for (const path of [
      '',
      '/etc/passwd',
      'C:/x',
      'a//b',
      './a',
      'a/./b',
      'a/..',
      'a\\b',
      'a\nb',
      'a/',
    ])
      expect(isAnnotationPath(path)).toBe(false);
  });

  test('the same answer as the rule on random paths', () => {
    const pieces = ['a', 'C', '.', '..', '/', '\\', ':', '\0', '\x1f', '\x7f', 'é', ' ', '\n'];
    const random = seededInts(3);
    for (let round = 0; round < 20_000; round++) {
      let path = '';
      for (let n = random(8); n > 0; n--) path += pieces[random(pieces.length)];
      expect(isAnnotationPath(path)).toBe(plainPath(path));
    }
  });
});
