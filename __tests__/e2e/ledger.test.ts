// End-to-end: what the ledger itself can throw at the bundled action — a
// detect-only (memo) decision, hostile text in decisions, claims and blame, a
// ledger edited in place by the pull request, and bound checks executed with
// `run-checks: true` (credential-free environment, ev-format receipts).
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  E2E_TOKEN,
  ROUTES,
  errors,
  expectNoViolations,
  fileAnnotations,
  reportBindings,
  sentAnnotations,
  useE2E,
} from '../../test-support/e2e.js';
import { sortKeys } from '../../test-support/ev-json.js';
import { allNodes, nodesOfType, parseMarkdown } from '../../test-support/markdown-ast.js';
import {
  bound,
  buildTick,
  groundLineOf,
  personGround,
  refOf,
  readReceiptLines,
  receiptPath,
  roadNotTaken,
  tickText,
  type BuiltTick,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';

const e2e = useE2E();

/** The HTML the comment itself writes; anything else would come from ledger text. */
/** The links the surfaces add: tick files at the head commit, a check's docs, the workflow run. */
const OUR_LINK =
  /^https:\/\/github\.com\/(?:octo-org\/octo-repo\/(?:blob\/[0-9a-f]{40}\/\.evolving\/ticks\/[0-9a-f]+(?:#L\d+)?|actions\/runs\/\d+)|evolving-action\/evolving-action\/blob\/v0\/docs\/USAGE\.md#reading-a-bound-check)$/;
const OUR_HTML =
  /^(<!-- evolving-action:[^\n]* -->|<!-- evolving-action-state [^\n]* -->|<!-- evolving-action-run [0-9]+\.[0-9]+ -->|<br>|<sub>|<\/sub>|<details><summary>[^<>]*<\/summary>|<\/details>|<code>|<\/code>)$/;

// ---------------------------------------------------------------------------

describe('memo only: a detect-only (C) decision with a test check', () => {
  const MEMO: TickSpec = {
    decision: 'watch p99 latency of search instead of gating on it',
    observe: 'latency regressions are noisy on shared runners',
    grounds: [
      bound('p99 latency of /search stays under 250 ms', 'test -f bench/search.json', {
        triggeredBy: ['src/search.ts'],
      }),
      roadNotTaken('a hard latency gate', 'shared runners make it flaky'),
    ],
    blame: 'Grace Hopper',
    jurisdiction: 'C',
    authority: 'agent-disposable',
  };
  const GREEN: TickSpec = {
    decision: 'search results are sorted by relevance',
    grounds: [bound('results come back in relevance order', 'test -f README.md')],
    blame: 'Ada Lovelace',
    jurisdiction: 'A',
  };

  function memoScenario(): Scenario {
    const scenario = e2e.scenario({ base: [MEMO, GREEN] });
    scenario.receipt({ test: refOf(scenario.baseTicks[1]), result: 'green' });
    return scenario;
  }

  test('fail-on-violation: false — neutral; the memo is a non-gating notice, the C/D violation a failure annotation', async () => {
    const scenario = memoScenario();
    const memo = scenario.baseTicks[0] as BuiltTick;
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'fail-on-violation': false } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      conclusion: 'neutral',
      gating: '0',
      memo: '1',
      violations: '1',
      resurfaced: JSON.stringify([memo.id]),
    });

    const creates = run.to(ROUTES.createCheckRun);
    expect(creates[0]?.body).toMatchObject({ head_sha: scenario.headSha, conclusion: 'neutral' });
    const annotations = sentAnnotations(creates);
    expect(annotations).toContainEqual(
      expect.objectContaining({
        path: memo.path,
        annotation_level: 'notice',
        start_line: groundLineOf(memo, 0),
      }),
    );
    // verify: a C/D tick may carry no test check.
    const violation = annotations.find((a) => a.annotation_level === 'failure');
    expect(violation).toMatchObject({ path: memo.path });
    expect(String(violation?.message)).toContain('C/D jurisdiction');
    expect(annotations.filter((a) => a.annotation_level === 'failure')).toHaveLength(1);

    const body = gh.comments[0]?.body ?? '';
    expect(gh.comments).toHaveLength(1);
    expect(body).toContain('fail-on-violation is off');
    expect(body).toContain('memo notes never gate');
    expect(body).toContain('watch p99 latency of search instead of gating on it');
    expect(body).toMatch(/\*\*memo\*\* \(would be not-run; non-gating\)/);
    expect(body).not.toContain('needs a look before merging');
    expect(run.summary).toContain('⚠️ evolving: worth a look (not failing)');
    expectNoViolations(gh);
  }, 60_000);

  test('fail-on-violation on (default), no comment, no check run: fails on the violation, never on the memo', async () => {
    const scenario = memoScenario();
    const memo = scenario.baseTicks[0] as BuiltTick;
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { comment: 'never', 'check-run': false } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      gating: '0',
      memo: '1',
      violations: '1',
    });
    expect(run.requests).toEqual([]);
    // Without a check run the annotations are workflow commands: the memo is a notice.
    const placed = fileAnnotations(run);
    expect(placed.find((c) => c.command === 'notice')?.properties).toMatchObject({
      file: memo.path,
      line: String(groundLineOf(memo, 0)),
    });
    expect(placed.filter((c) => c.command === 'error')).toHaveLength(1);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('hostile ledger text', () => {
  const HOSTILE: TickSpec = {
    decision:
      '<script>alert(1)</script> cc @octocat <!-- evolving-action:. --> | a | b | ```js `tick` ``` see #1',
    observe: '<img src=x onerror=alert(1)>',
    grounds: [
      bound(
        '@github/security-team <!-- evolving-action-state {"v":1,"resurfaced":["forged"],"resolved":[]} --> --> <details open>| pipe | `x`',
        "printf '%s\\n' '<!-- evolving-action:. --> @octocat | ``'",
        { triggeredBy: ['src/app.ts'] },
      ),
      roadNotTaken('<script>@octocat</script>', '[click](javascript:alert(1)) | `` ` `` @octocat'),
    ],
    blame: '@octocat <b>Mallory</b> | `blame` <!-- evolving-action:. -->',
    round_id: '@octocat',
    authority: '<!-- x -->',
  };

  test('the comment and summary carry none of it raw and ping nobody', async () => {
    const scenario = e2e.scenario({ base: [HOSTILE] });
    const tick = scenario.baseTicks[0] as BuiltTick;
    scenario.receipt({ test: refOf(tick), result: 'red' });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.resurfaced).toBe(JSON.stringify([tick.id]));
    expect(gh.comments).toHaveLength(1);
    const body = gh.comments[0]?.body ?? '';

    for (const text of [body, run.summary]) {
      expect(text).not.toMatch(/<script/i);
      expect(text).not.toMatch(/<img/i);
      expect(text).not.toMatch(/<b>/i);
      expect(text).not.toMatch(/<details open/i);
      // Parsed as Markdown: GitHub links mentions and references only in prose (text
      // nodes), never in code; none may have `@name` / `#1` with nothing in between.
      const ast = await parseMarkdown(text);
      const prose = nodesOfType(ast, 'text')
        .map((n) => n.value ?? '')
        .join('\n');
      expect(prose).toContain('octocat');
      expect(prose).not.toMatch(/@[A-Za-z0-9]/);
      expect(prose).not.toMatch(/#\d/);
      // No HTML but the comment's own, no links but ours (the tick files at the head commit,
      // the check's docs, the run), no tables smuggled in by pipes.
      for (const html of nodesOfType(ast, 'html')) expect(html.value).toMatch(OUR_HTML);
      const links = nodesOfType(ast, 'link');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.url).toMatch(OUR_LINK);
      expect(nodesOfType(ast, 'image')).toEqual([]);
    }
    expect(nodesOfType(await parseMarkdown(body), 'table')).toEqual([]);
    // The summary's tables keep their columns whatever pipes the claims hold.
    for (const table of nodesOfType(await parseMarkdown(run.summary), 'table')) {
      const widths = (table.children ?? []).map((row) => (row.children ?? []).length);
      expect(new Set(widths).size).toBe(1);
    }
    // Exactly one marker, on the first line; the only HTML comments are ours.
    const lines = body.split('\n');
    expect(lines[0]).toBe('<!-- evolving-action:. -->');
    expect(body.match(/<!--/g)).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^<!-- evolving-action-state \{"v":1,"resurfaced":\["[0-9a-f]{12}"\],"resolved":\[\]\} -->$/,
    );
    // Which workflow run wrote it (GITHUB_RUN_ID.GITHUB_RUN_ATTEMPT): an older run leaves it alone.
    expect(lines[2]).toBe('<!-- evolving-action-run 1658821493.1 -->');
    expect(run.summary).not.toContain('<!--');

    const ast = await parseMarkdown(body);
    expect(nodesOfType(ast, 'heading').map((h) => h.depth)).toEqual([3, 4]);
    // The authority tag, in a code span, cannot open an HTML comment.
    expect(
      allNodes(ast).some((n) => n.type === 'inlineCode' && (n.value ?? '').includes('!-- x -->')),
    ).toBe(true);

    // The decision was still shown (escaped, not dropped).
    expect(body).toContain('alert(1)');
    expect(body).toContain(tick.id);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('a ledger edited in place', () => {
  const SPECS: TickSpec[] = [
    {
      decision: 'invoices are immutable once sent',
      grounds: [personGround('finance requires an audit trail')],
      blame: 'Ada Lovelace',
    },
    {
      decision: 'credit notes correct invoices',
      grounds: [personGround('finance agreed')],
      blame: 'Grace Hopper',
    },
    {
      decision: 'invoice numbers are gapless',
      grounds: [personGround('tax law')],
      blame: 'Priya Natarajan',
    },
  ];
  /** A new decision on another branch of the chain: its parent is the second tick, not HEAD. */
  const SIDEWAYS: TickSpec = {
    decision: 'a rewritten history where invoices may be deleted after thirty days of inactivity',
    observe: 'the storage bill for old tenants keeps growing every quarter without bound',
    grounds: [
      personGround('storage costs for dormant tenants dominate the infrastructure budget'),
      personGround('legal confirmed the retention period for dormant accounts is thirty days'),
      roadNotTaken(
        'cold storage',
        'moving dormant invoices to cold storage still costs per object',
      ),
      roadNotTaken(
        'compression',
        'compressing invoices saves little because they are already small',
      ),
    ],
    blame: 'Mallory Moriarty',
  };

  test('modified, deleted and a HEAD that does not descend: violations on those files, the step fails', async () => {
    const scenario = e2e.scenario({
      base: SPECS,
      headFiles: ({ base }) => {
        const [first, second, third] = base as [BuiltTick, BuiltTick, BuiltTick];
        const built = buildTick(SIDEWAYS, second.id);
        return {
          // Blame rewritten in place: the id is unchanged, the file is not.
          [first.path]: tickText({ ...first.json, blame: 'Mallory Moriarty' }),
          [third.path]: null,
          [built.path]: built.text,
          '.evolving/HEAD': built.id,
        };
      },
    });
    const [first, second, third] = scenario.baseTicks as [BuiltTick, BuiltTick, BuiltTick];
    const sideways = buildTick(SIDEWAYS, second.id);
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      gating: '0',
      violations: '3',
      resurfaced: '[]',
    });
    const annotations = sentAnnotations(run.to(ROUTES.createCheckRun));
    const failures = annotations.filter((a) => a.annotation_level === 'failure');
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: first.path, title: 'Ledger integrity: modified' }),
        expect.objectContaining({ path: third.path, title: 'Ledger integrity: deleted' }),
        expect.objectContaining({
          path: '.evolving/HEAD',
          title: 'Ledger integrity: head-not-descendant',
        }),
      ]),
    );
    expect(failures).toHaveLength(3);
    expect(String(failures.find((a) => a.path === first.path)?.message)).toContain(
      'modified in place',
    );

    const body = gh.comments[0]?.body ?? '';
    expect(body).toMatch(/### ⛔ The ledger has 3 integrity violations/);
    expect(body).toContain('Ticks are append-only');
    expect(body).toContain(`\`${first.path}\` modified`);
    expect(body).toContain(`\`${third.path}\` deleted`);
    expect(body).toContain('head-not-descendant');
    expect(run.summary).toContain('Decisions recorded by this pull request (1)');
    expect(run.summary).toContain(sideways.id);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('run-checks: true on pull_request', () => {
  test('bound commands run without credentials, receipts are appended in ev format, output tails reach the comment', async () => {
    const ENV_DUMP: TickSpec = {
      decision: 'bound checks cannot see the workflow credentials',
      grounds: [
        bound('the environment of a bound check holds no token', 'env > env-dump.txt', {
          counterTest: 'exit 3',
        }),
      ],
      blame: 'Ada Lovelace',
    };
    const RED: TickSpec = {
      decision: 'the widget count is never zero',
      grounds: [
        bound(
          'at least one widget is always configured',
          'echo "assertion failed: widgets == 0"; exit 3',
          {
            counterTest: 'true',
          },
        ),
      ],
      blame: 'Grace Hopper',
    };
    const INJECT: TickSpec = {
      decision: 'a bound check cannot issue workflow commands',
      grounds: [
        bound(
          'output of a check is inert',
          'echo "::error file=src/app.ts,line=1::injected on stdout"; echo "::error::injected on stderr" >&2; true',
          { counterTest: 'false' },
        ),
      ],
      blame: 'Priya Natarajan',
    };
    const HANGS: TickSpec = {
      decision: 'the importer finishes within the job',
      grounds: [
        bound('an import of the sample file completes', 'sleep 30', { counterTest: 'true' }),
      ],
      blame: 'Grace Hopper',
    };
    const MAC_ONLY: TickSpec = {
      decision: 'the mac build signs its binaries',
      grounds: [bound('binaries are signed', 'touch mac-only-ran', { platforms: ['mac'] })],
      blame: 'Ada Lovelace',
    };
    const scenario = e2e.scenario({ base: [ENV_DUMP, RED, INJECT, HANGS, MAC_ONLY] });
    const [envDump, red, inject, hangs, macOnly] = scenario.baseTicks as [
      BuiltTick,
      BuiltTick,
      BuiltTick,
      BuiltTick,
      BuiltTick,
    ];
    const gh = await e2e.gh();
    const runtimeToken = 'ACTIONS_RUNTIME_TOKEN_VALUE_e2e';
    const run = await e2e.run(gh, scenario, {
      inputs: { 'run-checks': true, 'check-timeout': 2 },
      env: {
        GITHUB_TOKEN: E2E_TOKEN,
        ACTIONS_RUNTIME_TOKEN: runtimeToken,
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-e2e',
        EV_E2E_VISIBLE: 'yes',
      },
    });

    // The environment the bound command saw.
    const dump = readFileSync(join(scenario.dir, 'env-dump.txt'), 'utf8');
    expect(dump).toContain('EV_E2E_VISIBLE=yes');
    for (const name of [
      'INPUT_TOKEN',
      'GITHUB_TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    ])
      expect(dump).not.toMatch(new RegExp(`^${name}=`, 'm'));
    expect(dump).not.toContain(E2E_TOKEN);
    expect(dump).not.toContain(runtimeToken);
    expect(existsSync(join(scenario.dir, 'mac-only-ran'))).toBe(false);

    // Receipts, exactly as ev writes them.
    const head = scenario.git(['rev-parse', 'HEAD']).trim();
    const expectReceipt = (ref: string, result: string, falsifiable: boolean) => {
      const text = readFileSync(receiptPath(scenario.dir, ref), 'utf8');
      expect(text.endsWith('\n')).toBe(true);
      const lines = readReceiptLines(scenario.dir, ref);
      expect(lines).toHaveLength(1);
      const parsed = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
      expect(lines[0]).toBe(JSON.stringify(sortKeys(parsed)));
      expect(parsed).toEqual({
        commit: head,
        falsifiable,
        platform: 'linux-ci',
        ran_at: expect.any(String),
        result,
        test: ref,
      });
      expect(parsed.ran_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d*[1-9])?Z$/);
    };
    expectReceipt(refOf(envDump), 'green', true);
    expectReceipt(refOf(red), 'red', true);
    expectReceipt(refOf(inject), 'green', true);
    // A run stopped by check-timeout is recorded gray, never green.
    expectReceipt(refOf(hangs), 'gray', true);
    expect(existsSync(receiptPath(scenario.dir, refOf(macOnly)))).toBe(false);

    // The verdicts: red, gray->red (timed out) and not-run (mac only) gate.
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', gating: '3' });
    expect(JSON.parse(run.outputs.resurfaced ?? '[]')).toEqual(
      [red.id, hangs.id, macOnly.id].sort(),
    );
    const labels = reportBindings(run).map((b) => [b.tickId, b.label]);
    expect(labels).toEqual(
      expect.arrayContaining([
        [envDump.id, 'green'],
        [red.id, 'red'],
        [inject.id, 'green'],
        [hangs.id, 'gray->red'],
        [macOnly.id, 'not-run'],
      ]),
    );

    // The failing run's output tail is shown in the comment.
    const body = gh.comments[0]?.body ?? '';
    expect(body).toContain('assertion failed: widgets == 0');
    expect(body).toMatch(/<details><summary>Output of the failing run on linux-ci \(exit 3\)/);

    // What a bound check prints is not a workflow command (its log group only names it).
    const injected = run.commands.filter(
      (c) => c.command !== 'group' && c.message.includes('injected on'),
    );
    expect(injected).toEqual([]);
    expectNoViolations(gh);
  }, 120_000);
});

// ---------------------------------------------------------------------------

describe('a ledger in a subdirectory (working-directory)', () => {
  test('annotation paths are repository-relative and the comment is keyed by the directory', async () => {
    const API: TickSpec = {
      decision: 'the api service speaks JSON only',
      grounds: [
        bound('every endpoint answers application/json', 'grep -q json src/app.ts', {
          triggeredBy: ['src/app.ts'],
        }),
      ],
      blame: 'Ada Lovelace',
    };
    const scenario = e2e.scenario({
      base: [API],
      ledgerDir: 'services/api',
      baseFiles: { 'services/api/src/app.ts': 'export const type = "json";\n' },
      headFiles: { 'src/app.ts': 'export const type = "xml";\n' },
    });
    const tick = scenario.baseTicks[0] as BuiltTick;
    scenario.receipt({ test: refOf(tick), result: 'red' });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario, { inputs: { 'working-directory': 'services/api' } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      conclusion: 'failure',
      gating: '1',
      resurfaced: JSON.stringify([tick.id]),
    });
    const annotations = sentAnnotations(run.to(ROUTES.createCheckRun));
    expect(annotations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: scenario.repoPath(tick.path),
          annotation_level: 'failure',
          start_line: groundLineOf(tick, 0),
        }),
        expect.objectContaining({ path: 'services/api/src/app.ts', annotation_level: 'failure' }),
      ]),
    );
    expect(annotations.every((a) => String(a.path).startsWith('services/api/'))).toBe(true);
    expect(gh.comments[0]?.body.split('\n')[0]).toBe('<!-- evolving-action:services/api -->');
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('a store in another format', () => {
  // `version` 2 beside ticks is a store ev 0.2 upgraded in place: both models, reviewed (e2e/claims).
  test('a store in a format neither ev model writes (.evolving/version = 3) is refused with one clear error', async () => {
    const scenario = e2e.scenario({
      base: [{ decision: 'x', grounds: [], blame: 'Ada Lovelace' }],
      headFiles: { '.evolving/version': '3\n' },
    });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(errors(run)).toHaveLength(1);
    expect(errors(run)[0]).toContain('.evolving/version says "3"');
    expect(run.summary).toContain('could not evaluate the ledger');
    expect(run.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expectNoViolations(gh);
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe('a store written by ev 0.1.32, judged by 0.1.32’s rules', () => {
  const IMPORTED: TickSpec = {
    decision: 'auto-close stale issues after 30 days',
    grounds: [personGround('the triage meeting agreed', 'triage 2025-03')],
    blame: 'Ada Lovelace',
    authority: 'user-ruled',
    extra: { provenance: 'imported', source_ref: { issue: 12, repo: 'tracker' } },
  };
  const RATIFIED: TickSpec = {
    decision: 'search results are sorted by relevance',
    grounds: [bound('results come back in relevance order', 'test -f README.md')],
    blame: 'Ada Lovelace',
    extra: { provenance: 'human-now', ratifies: 'e2b337f53a1f', supersedes: '638c47b0c9dd' },
  };

  test('an R5 op word in an imported decision is a warning, not a violation; the new fields are no unknown-field warnings', async () => {
    const scenario = e2e.scenario({ base: [IMPORTED, RATIFIED] });
    const imported = scenario.baseTicks[0] as BuiltTick;
    scenario.receipt({ test: refOf(scenario.baseTicks[1]), result: 'green' });
    const gh = await e2e.gh();
    const run = await e2e.run(gh, scenario);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'success', violations: '0' });
    const annotations = sentAnnotations(run.requests);
    expect(annotations).toContainEqual(
      expect.objectContaining({
        path: imported.path,
        annotation_level: 'warning',
        title: 'Op word in imported history (a warning since ev 0.1.3): auto-close',
      }),
    );
    expect(
      annotations.filter((a) => String(a.title).startsWith('Tolerated unknown field')),
    ).toEqual([]);
    expect(run.summary).toContain('### Verify: 0 findings, 1 warning');
    expectNoViolations(gh);
  }, 60_000);
});
