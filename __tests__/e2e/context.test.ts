// End-to-end: decisions in context (docs/USAGE.md#context) — the bundled
// action on `pull_request` against real git repositories and the
// OpenAPI-validating fake GitHub: a green decision whose trigger the pull
// request changed, shown after the resurfaced one; the same pull request with
// `context: false`; and context alone in `auto` mode, with the ledger in a
// subdirectory.
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { FakeGitHub } from '../../test-support/fake-github.js';
import {
  ROUTES,
  expectNoViolations,
  sentAnnotations,
  useE2E,
  type E2ERun,
} from '../../test-support/e2e.js';
import {
  bound,
  hoursAgo,
  personGround,
  refOf,
  roadNotTaken,
  type BuiltTick,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

const PAGINATION: TickSpec = {
  decision: 'GET /orders pages with opaque cursors, not offsets',
  observe: 'offset paging skipped orders while new ones arrived',
  grounds: [
    bound('paging never repeats or skips an order under inserts', 'test -f README.md', {
      triggeredBy: ['src/api/'],
      surfaces: ['orders-api'],
    }),
    personGround('the API guild agreed on cursors'),
    roadNotTaken('offset pagination', 'OFFSET scans grow with the page number'),
  ],
  blame: 'Sofia Lindqvist',
  authority: 'user-ruled',
  jurisdiction: 'B',
  round_id: 'R12',
};

const IDEMPOTENT: TickSpec = {
  decision: 'orders are idempotent on a client key',
  grounds: [
    bound('a retried order request creates no second order', 'grep -q clientKey src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
  ],
  blame: 'Priya Natarajan',
};

/** Governs only a file this pull request does not touch. */
const UNTOUCHED: TickSpec = {
  decision: 'the catalogue cache expires within five minutes',
  grounds: [bound('the cache TTL is five minutes', 'true', { triggeredBy: ['src/cache.ts'] })],
  blame: 'Grace Hopper',
};

function contextSection(body: string): string {
  const start = body.indexOf('<details><summary>📎');
  return start < 0 ? '' : body.slice(start, body.indexOf('</details>', start));
}

// ---------------------------------------------------------------------------

describe('a green decision whose trigger the pull request changed, next to a red one', () => {
  let scenario: Scenario;
  let pagination: BuiltTick;
  let idempotent: BuiltTick;
  let on: { run: E2ERun; gh: FakeGitHub };
  let off: { run: E2ERun; gh: FakeGitHub };

  beforeAll(async () => {
    scenario = e2e.scenario({
      base: [PAGINATION, IDEMPOTENT, UNTOUCHED],
      baseFiles: { 'src/api/orders.ts': 'export const page = (cursor: string) => cursor;\n' },
      headFiles: { 'src/api/orders.ts': 'export const page = (cursor?: string) => cursor;\n' },
    });
    [pagination, idempotent] = scenario.baseTicks as [BuiltTick, BuiltTick];
    for (const tick of scenario.baseTicks)
      scenario.receipt({ test: refOf(tick), result: 'green', ranAt: hoursAgo(2) });
    scenario.receipt({ test: refOf(idempotent), result: 'red', ranAt: hoursAgo(1) });
    const runWith = async (inputs: Record<string, string>) => {
      const gh = await e2e.gh();
      return { gh, run: await e2e.run(gh, scenario, { inputs }) };
    };
    on = await runWith({});
    off = await runWith({ context: 'false' });
  }, 120_000);

  test('outputs: context names the green decision; gating, memo and the conclusion are the red one’s', () => {
    expect(on.run.exitCode).toBe(1);
    expect(on.run.outputs).toMatchObject({
      conclusion: 'failure',
      gating: '1',
      memo: '0',
      resurfaced: JSON.stringify([idempotent.id]),
      context: JSON.stringify([pagination.id]),
    });
    expectNoViolations(on.gh);
  });

  test('the comment: the resurfaced decision leads, then one collapsed section with the count and the decision', () => {
    expect(on.run.to(ROUTES.createComment)).toHaveLength(1);
    const body = on.gh.comments[0]?.body ?? '';
    expect(body).toContain('### ⚠️ 1 decision needs a look before merging');
    const section = contextSection(body);
    expect(section).toContain(
      '<details><summary>📎 1 decision behind the files this pull request changes</summary>',
    );
    expect(body.indexOf(section)).toBeGreaterThan(body.indexOf('orders are idempotent'));
    for (const expected of [
      '#### 📎 GET /orders pages with opaque cursors, not offsets',
      // The id links to the tick file at the pull request's head commit.
      `[\`${pagination.id}\`](https://github.com/octo-org/octo-repo/blob/${scenario.headSha}/.evolving/ticks/${pagination.id}) · by Sofia Lindqvist · \`user-ruled\` · jurisdiction \`B\` · round \`R12\``,
      '- **green** — paging never repeats or skips an order under inserts',
      // The check links to the file the ref names, as it is at the head commit.
      `check [\`test -f README.md\`](https://github.com/octo-org/octo-repo/blob/${scenario.headSha}/README.md) passes`,
      'Declared triggers changed in this pull request: `src/api/orders.ts`',
      'Roads not taken: **offset pagination** (OFFSET scans grow with the page number)',
    ])
      expect(section).toContain(expected);
    expect(body).not.toContain('catalogue cache');
  });

  test('a notice on the changed file, line 1, naming the decision, after the failures', () => {
    const annotations = sentAnnotations(on.run.to(ROUTES.createCheckRun));
    const notices = annotations.filter((a) => a.annotation_level === 'notice');
    expect(notices).toEqual([
      expect.objectContaining({
        path: 'src/api/orders.ts',
        start_line: 1,
        end_line: 1,
        title: 'Decision behind this file: GET /orders pages with opaque cursors, not offsets',
      }),
    ]);
    expect(String(notices[0]?.message)).toContain(`Decision ${pagination.id} by Sofia Lindqvist`);
    expect(annotations.indexOf(notices[0] as Record<string, unknown>)).toBe(annotations.length - 1);
    expect(annotations.some((a) => a.annotation_level === 'failure')).toBe(true);
  });

  test('the job summary and the JSON report carry the same decision', () => {
    expect(on.run.summary).toContain(
      '### 📎 1 decision behind the files this pull request changes',
    );
    expect(on.run.summary).toContain('#### 📎 GET /orders pages with opaque cursors, not offsets');
    expect(on.run.report).toMatchObject({
      schemaVersion: 5,
      settings: { context: true },
      inContext: [
        expect.objectContaining({
          id: pagination.id,
          changedFiles: ['src/api/orders.ts'],
          triggersChanged: ['src/api/'],
        }),
      ],
    });
  });

  test('context: false turns it all off and changes nothing else', () => {
    expect(off.run.exitCode).toBe(on.run.exitCode);
    expect(off.run.outputs).toMatchObject({
      conclusion: on.run.outputs.conclusion,
      gating: on.run.outputs.gating,
      memo: on.run.outputs.memo,
      resurfaced: on.run.outputs.resurfaced,
      context: '[]',
    });
    const body = off.gh.comments[0]?.body ?? '';
    expect(body).toContain('orders are idempotent on a client key');
    expect(body).not.toContain('📎');
    expect(body).not.toContain('opaque cursors');
    const annotations = sentAnnotations(off.run.to(ROUTES.createCheckRun));
    expect(annotations.filter((a) => a.annotation_level === 'notice')).toEqual([]);
    expect(off.run.summary).not.toContain('📎');
    expect(off.run.report).toMatchObject({ settings: { context: false }, inContext: [] });
    expectNoViolations(off.gh);
  });
});

// ---------------------------------------------------------------------------

describe('context alone, comment: auto, ledger in a subdirectory', () => {
  let scenario: Scenario;
  let gh: FakeGitHub;
  let pagination: BuiltTick;
  const runs: E2ERun[] = [];

  beforeAll(async () => {
    scenario = e2e.scenario({
      base: [PAGINATION, UNTOUCHED],
      ledgerDir: 'services/orders',
      baseFiles: { 'services/orders/src/api/list.ts': 'export const list = () => [];\n' },
      headFiles: { 'src/api/list.ts': 'export const list = () => [1];\n' },
    });
    pagination = scenario.baseTicks[0] as BuiltTick;
    for (const tick of scenario.baseTicks)
      scenario.receipt({ test: refOf(tick), result: 'green', ranAt: hoursAgo(1) });
    gh = await e2e.gh();
  }, 60_000);

  test('a comment is posted although nothing resurfaces; the run succeeds', async () => {
    const run = await e2e.run(gh, scenario, { inputs: { 'working-directory': 'services/orders' } });
    runs.push(run);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      conclusion: 'success',
      gating: '0',
      memo: '0',
      resurfaced: '[]',
      context: JSON.stringify([pagination.id]),
    });
    expect(run.to(ROUTES.createComment)).toHaveLength(1);
    const body = gh.comments[0]?.body ?? '';
    const lines = body.split('\n');
    expect(lines[0]).toBe('<!-- evolving-action:services/orders -->');
    // The first visible line, after the marker's hidden lines (the state, the run's stamp).
    expect(lines.find((l) => l.trim() !== '' && !l.startsWith('<!--'))).toBe(
      '### 📎 1 decision behind the files this pull request changes — nothing blocks merging',
    );
    const section = contextSection(body);
    expect(section).toContain('<summary>📎 1 decision behind the files this pull request changes');
    expect(section).toContain('#### 📎 GET /orders pages with opaque cursors, not offsets');
    expect(section).toContain(
      'Declared triggers changed in this pull request: `services/orders/src/api/list.ts`',
    );
    expect(body).not.toContain('needs a look');
    const create = run.to(ROUTES.createCheckRun)[0]?.body as Record<string, unknown>;
    expect(create).toMatchObject({ head_sha: scenario.headSha, conclusion: 'success' });
    expect(sentAnnotations(run.to(ROUTES.createCheckRun))).toEqual([
      expect.objectContaining({
        path: 'services/orders/src/api/list.ts',
        annotation_level: 'notice',
        start_line: 1,
      }),
    ]);
    expectNoViolations(gh);
  }, 60_000);

  test('the next push with nothing new leaves the comment alone', async () => {
    const run = await e2e.run(gh, scenario, {
      event: scenario.event({ action: 'synchronize' }),
      inputs: { 'working-directory': 'services/orders' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.to(ROUTES.createComment)).toEqual([]);
    expect(run.to(ROUTES.updateComment)).toEqual([]);
    expect(gh.comments).toHaveLength(1);
    expect(run.outputs['comment-url']).toBe(runs[0]?.outputs['comment-url']);
    expectNoViolations(gh);
  }, 60_000);
});
