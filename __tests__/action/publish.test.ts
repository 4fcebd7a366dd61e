// publish.ts in process: `@actions/core` substituted by a recorder (as in
// main.test.ts), the Octokit client the action builds talking to the
// in-process fake GitHub (every request validated against GitHub's OpenAPI
// description). Each path of the surfaces: the sticky comment created,
// updated, left alone or refused; the check run with its annotations in
// batches of 50; the job summary; and a failed post that keeps the findings.
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { aReportInput, aTick, aTickVerdict, SHA_A } from '../../test-support/builders.js';
import { DEFAULT_OWNER, DEFAULT_REPO, FAKE_TOKEN } from '../../test-support/defaults.js';
import { ROUTES } from '../../test-support/e2e.js';
import {
  ACTIONS_BOT,
  faults,
  startFakeGitHub,
  type FakeGitHub,
} from '../../test-support/fake-github.js';
import { buildReport, type Report } from '../../src/render/ticks/report.js';
import { commentKey, commentMarker } from '../../src/render/comment.js';
import { readInputs, type ActionInputs } from '../../src/action/inputs.js';
import type { World } from '../../src/core/claims/annotate.js';
import type { PathProbe } from '../../src/core/claims/anchors.js';
import { reviewClaims } from '../../src/core/claims/review.js';
import { ticksSurfaces } from '../../src/render/ticks/review.js';
import { claimsSurfaces, type ClaimsPublication } from '../../src/render/claims/surfaces.js';
import { storeSurfaces, type ModelSurfaces } from '../../src/render/review-surfaces.js';
import { envelope } from '../core/claims/helpers.js';

interface Annotated {
  level: 'error' | 'warning' | 'notice';
  message: string;
  file: string | undefined;
}
interface Recorded {
  info: string[];
  warnings: string[];
  notices: string[];
  annotations: Annotated[];
  summary: string;
  summaryFails: boolean;
}
const recorded: Recorded = {
  info: [],
  warnings: [],
  notices: [],
  annotations: [],
  summary: '',
  summaryFails: false,
};

const summary = {
  buffer: '',
  addRaw(text: string) {
    summary.buffer += text;
    return summary;
  },
  async write() {
    const text = summary.buffer;
    summary.buffer = '';
    if (recorded.summaryFails) throw new Error('EACCES: permission denied, open step-summary');
    recorded.summary += text;
    return summary;
  },
};
type Properties = { file?: string } | undefined;
const annotate =
  (level: Annotated['level']) =>
  (message: string | Error, properties?: Properties): void => {
    recorded.annotations.push({ level, message: String(message), file: properties?.file });
    if (level === 'warning' && properties === undefined) recorded.warnings.push(String(message));
    if (level === 'notice' && properties === undefined) recorded.notices.push(String(message));
  };
jest.unstable_mockModule('@actions/core', () => ({
  info: (message: string) => void recorded.info.push(message),
  warning: annotate('warning'),
  error: annotate('error'),
  notice: annotate('notice'),
  debug: () => undefined,
  summary,
}));
const {
  publish: publishStore,
  surfaceFrame,
  lookUpComment,
  ACTIONS_TOKEN_LOGIN,
} = await import('../../src/action/publish.js');
const { createClient } = await import('../../src/adapters/github/client.js');
type PublishTarget = import('../../src/action/publish.js').PublishTarget;
type Presentation = import('../../src/action/publish.js').Presentation;
type GitHubClient = import('../../src/adapters/github/client.js').GitHubClient;

/** What main.ts frames each model's sections with, for this target. */
function frameFor(inputs: ActionInputs, presentation: Presentation, target?: PublishTarget) {
  return surfaceFrame(inputs, {
    ...(target?.summaryUrl !== undefined ? { summaryUrl: target.summaryUrl } : {}),
    ...presentation,
  });
}

/**
 * main.ts's order: each model's surfaces (the decisions', and the claims' on
 * a store of both), their reviews joined into the one the check run is drawn
 * from, then published.
 */
function publish(
  report: Report,
  tickTexts: ReadonlyMap<string, string>,
  inputs: ActionInputs,
  presentation: Presentation,
  target: PublishTarget | undefined,
  claims?: ClaimsPublication,
) {
  const frame = frameFor(inputs, presentation, target);
  const models: ModelSurfaces[] = [
    ticksSurfaces({ report, tickTexts }, inputs.maxAnnotations, frame, {
      bindings: inputs.bindings,
    }),
  ];
  if (claims !== undefined) models.push(claimsSurfaces(claims, frame, {}));
  return publishStore(storeSurfaces(models), inputs, presentation, target);
}

/** main.ts's order on a store of claims alone: the claims' surfaces alone, then published. */
function publishClaims(
  claims: ClaimsPublication,
  inputs: ActionInputs,
  presentation: Presentation,
  target: PublishTarget | undefined,
) {
  const models = [claimsSurfaces(claims, frameFor(inputs, presentation, target), {})];
  return publishStore(storeSurfaces(models), inputs, presentation, target);
}

const REPO = { owner: DEFAULT_OWNER, repo: DEFAULT_REPO };
const HEAD = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';
const BASE = 'ba5eba11ba5eba11ba5eba11ba5eba11ba5eba11';
const MARKER = commentMarker(commentKey('.', 'evolving'));

let gh: FakeGitHub;
let client: GitHubClient;
let nextPullRequest = 100;
/** How many violations the fake had recorded when the test began: a test answers for its own requests. */
let violationsBefore = 0;
beforeAll(async () => {
  gh = await startFakeGitHub({ token: FAKE_TOKEN });
  client = createClient(FAKE_TOKEN, { info: () => undefined, warning: () => undefined }, gh.url);
});
afterAll(async () => {
  await gh.close();
});
beforeEach(() => {
  recorded.info = [];
  recorded.warnings = [];
  recorded.notices = [];
  recorded.annotations = [];
  recorded.summary = '';
  recorded.summaryFails = false;
  gh.clearFaults();
  violationsBefore = gh.violations.length;
});

const inputsWith = (values: Record<string, string> = {}): ActionInputs =>
  readInputs((name) => ({ token: FAKE_TOKEN, ...values })[name] ?? '');

/** A fresh pull request whose head is HEAD (unless told), and a target to publish to it. */
function pullRequestTarget(overrides: Partial<PublishTarget> = {}, headNow = HEAD): PublishTarget {
  const number = nextPullRequest++;
  gh.store.seedPullRequest({ number, headSha: headNow, baseSha: BASE });
  return { client, repo: REPO, headSha: HEAD, pullRequest: number, ...overrides };
}

function reportOn(pullRequest: number | undefined, label: 'green' | 'red'): Report {
  const input = aReportInput({ verdicts: [aTickVerdict(aTick(), { 0: label })] });
  const { pullRequest: _number, ...context } = input.context;
  return buildReport({
    ...input,
    context: pullRequest === undefined ? context : { ...context, pullRequest },
  });
}

/** `count` red decisions, each in its own tick file: one failure annotation each. */
function manyRedDecisions(count: number): Report {
  const verdicts = Array.from({ length: count }, (_, i) => {
    const id = (0xa00000000000 + i).toString(16);
    return aTickVerdict(aTick({ id, decision: `decision number ${i}` }), { 0: 'red' }, id);
  });
  return buildReport(aReportInput({ verdicts }));
}

const NO_TEXTS = new Map<string, string>();

function commentsOn(pullRequest: number | undefined) {
  return gh.comments.filter((comment) => comment.issueNumber === pullRequest);
}

const writesSince = (before: number) =>
  gh.requests
    .slice(before)
    .filter((r) => r.method !== 'GET')
    .map((r) => r.operationId);

describe('the sticky comment', () => {
  test('a gating report on a pull request without one: created with the marker, its url returned', async () => {
    const target = pullRequestTarget();
    const report = reportOn(target.pullRequest, 'red');
    const published = await publish(report, NO_TEXTS, inputsWith(), {}, target);
    const comments = commentsOn(target.pullRequest);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain(MARKER);
    expect(comments[0]?.body).toContain(report.resurfaced[0] ?? 'nothing resurfaced');
    expect(published.commentUrl).toMatch(new RegExp(`#issuecomment-${comments[0]?.id}$`));
    expect(recorded.info).toContain('Pull request comment: created');
    expect(gh.violations.slice(violationsBefore)).toEqual([]);
  });

  test('our earlier comment is updated in place, not posted again', async () => {
    const target = pullRequestTarget();
    const earlier = gh.store.addComment(
      target.pullRequest ?? 0,
      `${MARKER}\nlast run's findings`,
      ACTIONS_BOT,
    );
    const before = gh.requests.length;
    const published = await publish(
      reportOn(target.pullRequest, 'red'),
      NO_TEXTS,
      inputsWith(),
      {},
      target,
    );
    expect(writesSince(before)).toEqual(
      expect.arrayContaining([ROUTES.updateComment, ROUTES.createCheckRun]),
    );
    expect(writesSince(before)).not.toContain(ROUTES.createComment);
    expect(commentsOn(target.pullRequest)).toHaveLength(1);
    expect(gh.store.findComment(earlier.id)?.body).not.toContain("last run's findings");
    expect(published.commentUrl).toMatch(new RegExp(`#issuecomment-${earlier.id}$`));
    expect(recorded.info).toContain('Pull request comment: updated');
  });

  test('a comment carrying the marker that someone else wrote stays theirs: a new one is posted', async () => {
    const target = pullRequestTarget();
    const person = { login: 'mallory', id: 666, type: 'User' as const };
    const copied = gh.store.addComment(target.pullRequest ?? 0, `${MARKER}\ncopied`, person);
    await publish(reportOn(target.pullRequest, 'red'), NO_TEXTS, inputsWith(), {}, target);
    expect(gh.store.findComment(copied.id)?.body).toBe(`${MARKER}\ncopied`);
    const ours = commentsOn(target.pullRequest).filter((c) => c.user.login === ACTIONS_TOKEN_LOGIN);
    expect(ours).toHaveLength(1);
    expect(ours[0]?.id).not.toBe(copied.id);
  });

  test('the same findings again: the comment is left as it is and its url returned', async () => {
    const target = pullRequestTarget();
    const report = reportOn(target.pullRequest, 'red');
    const first = await publish(report, NO_TEXTS, inputsWith(), {}, target);
    const before = gh.requests.length;
    const again = await publish(report, NO_TEXTS, inputsWith(), {}, target);
    expect(writesSince(before)).toEqual([ROUTES.createCheckRun]);
    expect(again.commentUrl).toBe(first.commentUrl);
    expect(recorded.info).toContain('Pull request comment: left as it is (unchanged)');
  });

  test('comment: never posts no comment; the check run still goes out', async () => {
    const target = pullRequestTarget();
    const before = gh.requests.length;
    const published = await publish(
      reportOn(target.pullRequest, 'red'),
      NO_TEXTS,
      inputsWith({ comment: 'never' }),
      {},
      target,
    );
    expect(writesSince(before)).toEqual([ROUTES.createCheckRun]);
    expect(published.commentUrl).toBeUndefined();
    expect(published.checkRunUrl).toBeDefined();
  });

  test('an all-clear with comment: auto and no earlier comment says nothing', async () => {
    const target = pullRequestTarget();
    const published = await publish(
      reportOn(target.pullRequest, 'green'),
      NO_TEXTS,
      inputsWith(),
      {},
      target,
    );
    expect(commentsOn(target.pullRequest)).toEqual([]);
    expect(published.commentUrl).toBeUndefined();
    expect(recorded.info).toContain('Pull request comment: left as it is (nothing-to-say)');
  });

  test("the pull request's head has moved on: the newer run owns the comment, this run's check run still goes out", async () => {
    const newer = 'fade0000fade0000fade0000fade0000fade0000';
    const target = pullRequestTarget({}, newer);
    const published = await publish(
      reportOn(target.pullRequest, 'red'),
      NO_TEXTS,
      inputsWith(),
      {},
      target,
    );
    expect(commentsOn(target.pullRequest)).toEqual([]);
    expect(published.commentUrl).toBeUndefined();
    expect(published.checkRunUrl).toBeDefined();
    expect(recorded.info.join('\n')).toContain(
      `the pull request's head is now ${newer.slice(0, 12)}`,
    );
  });

  test("the pull request's head cannot be read: the comment is written for this run's commit", async () => {
    const target = pullRequestTarget();
    gh.addFault(faults.notFound('pulls/get'));
    await publish(reportOn(target.pullRequest, 'red'), NO_TEXTS, inputsWith(), {}, target);
    expect(commentsOn(target.pullRequest)).toHaveLength(1);
    expect(recorded.info.join('\n')).toContain("Could not read the pull request's head");
  });

  test('a head that was not evaluated and has no findings: no all-clear is claimed', async () => {
    const target = pullRequestTarget();
    const report = reportOn(target.pullRequest, 'green');
    const notJudged = { ...report, context: { ...report.context, notJudged: 'another commit' } };
    await publish(notJudged, NO_TEXTS, inputsWith({ comment: 'always' }), {}, target);
    expect(commentsOn(target.pullRequest)).toEqual([]);
    expect(recorded.info.join('\n')).toContain("the pull request's head was not evaluated");
  });

  test("looked up again, the comment and the pull request's head are asked at once: one round trip, not two", async () => {
    const target = pullRequestTarget();
    const inputs = inputsWith();
    const early = lookUpComment(client, REPO, target.pullRequest ?? 0, inputs);
    expect(await early).toBeUndefined();
    // A client of its own, recording when each request starts and ends.
    const timed = createClient(
      FAKE_TOKEN,
      { info: () => undefined, warning: () => undefined },
      gh.url,
    );
    const log: string[] = [];
    timed.hook.wrap('request', async (request, options) => {
      const name = `${String(options.method)} ${String(options.url)}`;
      log.push(`start ${name}`);
      const answer = await request(options);
      log.push(`end ${name}`);
      return answer;
    });
    await publish(
      reportOn(target.pullRequest, 'red'),
      NO_TEXTS,
      inputs,
      {},
      {
        ...target,
        client: timed,
        existingComment: early,
      },
    );
    const headStarts = log.indexOf('start GET /repos/{owner}/{repo}/pulls/{pull_number}');
    // The listing pages by full URL (Octokit's paginate).
    const listingEnds = log.findIndex((l) => /^end GET \S*\/issues\/\d+\/comments/.test(l));
    expect(headStarts).toBeGreaterThanOrEqual(0);
    expect(listingEnds).toBeGreaterThan(headStarts);
    expect(log.filter((l) => l.startsWith('start GET /repos/{owner}/{repo}/pulls/'))).toHaveLength(
      1,
    );
    expect(commentsOn(target.pullRequest)).toHaveLength(1);
  });

  test('created since the early lookup (a second push): looked up again and updated, one comment stays', async () => {
    const target = pullRequestTarget();
    const inputs = inputsWith();
    const early = lookUpComment(client, REPO, target.pullRequest ?? 0, inputs);
    expect(await early).toBeUndefined();
    const meanwhile = gh.store.addComment(target.pullRequest ?? 0, `${MARKER}\nother run`);
    const published = await publish(
      reportOn(target.pullRequest, 'red'),
      NO_TEXTS,
      inputs,
      {},
      { ...target, existingComment: early },
    );
    expect(commentsOn(target.pullRequest)).toHaveLength(1);
    expect(gh.store.findComment(meanwhile.id)?.body).not.toContain('other run');
    expect(published.commentUrl).toMatch(new RegExp(`#issuecomment-${meanwhile.id}$`));
  });

  test('no pull request (a push): no comment is looked up or posted', async () => {
    const before = gh.requests.length;
    const published = await publish(
      reportOn(undefined, 'red'),
      NO_TEXTS,
      inputsWith({ comment: 'always' }),
      {},
      { client, repo: REPO, headSha: HEAD },
    );
    expect(gh.requests.slice(before).map((r) => r.operationId)).toEqual([ROUTES.createCheckRun]);
    expect(published.commentUrl).toBeUndefined();
  });
});

describe('the check run', () => {
  test("on the target's commit, with the report's conclusion and a title naming what gates", async () => {
    const target = pullRequestTarget();
    const published = await publish(
      reportOn(target.pullRequest, 'red'),
      NO_TEXTS,
      inputsWith({ 'check-name': 'decisions' }),
      {},
      target,
    );
    const run = gh.checkRuns.find((r) => published.checkRunUrl?.endsWith(`/${r.id}`));
    expect(run).toMatchObject({ name: 'decisions', headSha: HEAD, conclusion: 'failure' });
    expect(run?.output.title).toMatch(/1 decision/);
    expect(run?.annotations.map((a) => a.annotation_level)).toContain('failure');
    // Annotations went on the check run: none as workflow commands.
    expect(recorded.annotations.filter((a) => a.file !== undefined)).toEqual([]);
  });

  test('120 annotations go out in batches of 50: created with the first, then two updates', async () => {
    const before = gh.requests.length;
    const published = await publish(
      manyRedDecisions(120),
      NO_TEXTS,
      inputsWith({ comment: 'never' }),
      {},
      { client, repo: REPO, headSha: SHA_A },
    );
    const requests = gh.requests.slice(before);
    const batchSizes = requests.map(
      (r) => (r.body as { output?: { annotations?: unknown[] } }).output?.annotations?.length,
    );
    expect(requests.map((r) => r.operationId)).toEqual([
      ROUTES.createCheckRun,
      ROUTES.updateCheckRun,
      ROUTES.updateCheckRun,
    ]);
    expect(batchSizes).toEqual([50, 50, 20]);
    const run = gh.checkRuns.find((r) => published.checkRunUrl?.endsWith(`/${r.id}`));
    expect(run?.annotations).toHaveLength(120);
    expect(published.annotationsOmitted).toBe(0);
    expect(gh.violations.slice(violationsBefore)).toEqual([]);
  });

  test('beyond max-annotations: the rest are counted, the summary and a notice say so', async () => {
    const published = await publish(
      manyRedDecisions(30),
      NO_TEXTS,
      inputsWith({ comment: 'never', 'max-annotations': '10' }),
      { reportPath: 'evolving-report.json' },
      { client, repo: REPO, headSha: SHA_A },
    );
    const run = gh.checkRuns.find((r) => published.checkRunUrl?.endsWith(`/${r.id}`));
    expect(run?.annotations).toHaveLength(10);
    expect(published.annotationsOmitted).toBe(20);
    expect(run?.output.summary).toContain('20 annotation(s) beyond max-annotations (10)');
    expect(recorded.notices.join('\n')).toContain(
      '20 annotation(s) were left out (max-annotations is 10)',
    );
    expect(recorded.notices.join('\n')).toContain('evolving-report.json');
  });

  test('check-run: false, or no commit to go on: no check run, the annotations go out as workflow commands', async () => {
    for (const [inputs, headSha] of [
      [inputsWith({ comment: 'never', 'check-run': 'false' }), HEAD],
      [inputsWith({ comment: 'never' }), ''],
    ] as const) {
      recorded.annotations = [];
      const before = gh.requests.length;
      const published = await publish(
        manyRedDecisions(2),
        NO_TEXTS,
        inputs,
        {},
        {
          client,
          repo: REPO,
          headSha,
        },
      );
      expect(gh.requests.slice(before)).toEqual([]);
      expect(published.checkRunUrl).toBeUndefined();
      expect(recorded.annotations.filter((a) => a.level === 'error')).toHaveLength(2);
    }
  });
});

describe('without a token (no target)', () => {
  test('nothing is requested; the annotations go out as workflow commands, at most 50', async () => {
    const before = gh.requests.length;
    const published = await publish(manyRedDecisions(60), NO_TEXTS, inputsWith(), {}, undefined);
    expect(gh.requests.length).toBe(before);
    const errors = recorded.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(50);
    expect(errors[0]?.file).toMatch(/\.evolving\/ticks\//);
    expect(published).toEqual({ skipped: [], annotationsOmitted: 10 });
    expect(recorded.notices.join('\n')).toContain(
      'without a check run at most 50 go out as workflow commands',
    );
    expect(recorded.summary).toContain('decision number 0');
  });

  test("a shard job annotates nothing: the job merging every shard's receipts does", async () => {
    const published = await publish(
      manyRedDecisions(3),
      NO_TEXTS,
      inputsWith({ shard: '1/2', 'run-checks': 'all' }),
      {},
      undefined,
    );
    expect(recorded.annotations.filter((a) => a.file !== undefined)).toEqual([]);
    expect(published.annotationsOmitted).toBe(0);
  });
});

describe('a post that fails keeps the findings', () => {
  test("a fork's read-only token: both refused, the annotations go out as workflow commands, the summary says what was not posted", async () => {
    const target = pullRequestTarget({ pullRequestHead: 'fork' });
    gh.addFault(faults.forbidden(ROUTES.createCheckRun));
    gh.addFault(faults.forbidden(ROUTES.createComment));
    const report = reportOn(target.pullRequest, 'red');
    const published = await publish(report, NO_TEXTS, inputsWith(), {}, target);
    expect(published.refused).toBe(true);
    expect(published.checkRunUrl).toBeUndefined();
    expect(published.commentUrl).toBeUndefined();
    expect(published.skipped).toHaveLength(2);
    expect(published.skipped.join('\n')).toMatch(
      /the check run \(create the check run: GitHub answered 403/,
    );
    expect(published.skipped.join('\n')).toMatch(/the pull request comment \(.*403/);
    expect(recorded.annotations.filter((a) => a.level === 'error')).toHaveLength(1);
    const warning = recorded.warnings.join('\n');
    expect(warning).toContain('This pull request comes from a fork');
    expect(warning).toContain('recipe (c)');
    // The findings are in the summary, and so is what was not posted.
    expect(recorded.summary).toContain(report.resurfaced[0] ?? 'nothing resurfaced');
    expect(recorded.summary).toContain('### Not posted');
  });

  test("this repository's own branch refused: the job's permissions are named", async () => {
    const target = pullRequestTarget({ pullRequestHead: 'same-repository' });
    gh.addFault(faults.forbidden(ROUTES.createCheckRun));
    await publish(
      reportOn(target.pullRequest, 'red'),
      NO_TEXTS,
      inputsWith({ comment: 'never' }),
      {},
      target,
    );
    const warning = recorded.warnings.join('\n');
    expect(warning).toContain("This pull request's branch is in this repository");
    expect(warning).toContain('checks: write');
  });

  test('a failure that is not a refusal: the next run tries again; the comment still goes out', async () => {
    const target = pullRequestTarget();
    gh.addFault({ route: ROUTES.createCheckRun, status: 422, message: 'Validation Failed' });
    const published = await publish(
      reportOn(target.pullRequest, 'red'),
      NO_TEXTS,
      inputsWith(),
      {},
      target,
    );
    expect(published.refused).toBeUndefined();
    expect(published.skipped).toEqual([
      expect.stringMatching(/^the check run \(Validation Failed/),
    ]);
    expect(published.commentUrl).toBeDefined();
    expect(recorded.warnings.join('\n')).toContain(
      'GitHub failed to answer; the next run tries again.',
    );
  });

  test('an annotations batch refused after the check run was created: reported as the check run', async () => {
    gh.addFault(faults.forbidden(ROUTES.updateCheckRun));
    const published = await publish(
      manyRedDecisions(60),
      NO_TEXTS,
      inputsWith({ comment: 'never' }),
      {},
      { client, repo: REPO, headSha: SHA_A },
    );
    expect(published.skipped).toEqual([
      expect.stringMatching(
        /^the check run \(add annotations to the check run: GitHub answered 403/,
      ),
    ]);
    expect(recorded.annotations.filter((a) => a.level === 'error')).toHaveLength(50);
  });

  test('the job summary cannot be written: a warning, and the posts still go out', async () => {
    recorded.summaryFails = true;
    const target = pullRequestTarget();
    const published = await publish(
      reportOn(target.pullRequest, 'red'),
      NO_TEXTS,
      inputsWith(),
      {},
      target,
    );
    expect(recorded.warnings.join('\n')).toContain(
      'Could not write the job summary: EACCES: permission denied',
    );
    expect(published.checkRunUrl).toBeDefined();
    expect(published.commentUrl).toBeDefined();
  });
});

// ---------------------------------------------------------------------------
// An ev 0.2 store's claims

/** A tree whose files are `files`: what the claims' anchors are looked for in. */
function world(files: Record<string, string>): World {
  return {
    tree: {
      probe: (path, text): PathProbe => {
        const content = files[path];
        if (content === undefined) return { kind: 'absent' };
        return text ? { kind: 'file', text: content } : { kind: 'readable' };
      },
      isDirectory: () => false,
    },
    commits: { status: () => 'gone' },
    history: {
      movement: () => ({ kind: 'counts', touching: () => 0, holdsUnder: () => false }),
      countSince: () => undefined,
    },
  };
}

/** `count` claims anchored on `keep <i>` in src/f<i>.rs; the pull request deletes the anchor of the first `broken`. */
function claimsOf(count: number, broken: number): ClaimsPublication {
  const lines: string[] = [];
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    lines.push(envelope({ type: 'claim', id: `clm_${i}`, body: { label: `claim ${i}` } }));
    lines.push(
      envelope({
        type: 'evidence',
        id: `evd_${i}`,
        body: {
          claim: `clm_${i}`,
          ref: `file:src/f${i}.rs::keep ${i}`,
          status: 'resolves',
          base: BASE,
        },
      }),
    );
    before[`src/f${i}.rs`] = `x\nkeep ${i}\n`;
    after[`src/f${i}.rs`] = i < broken ? 'x\n' : `x\nkeep ${i}\n`;
  }
  const text = lines.map((line) => `${line}\n`).join('');
  return {
    review: reviewClaims({
      base: { files: [{ name: 'w.jsonl', text }], world: world(before) },
      head: { files: [{ name: 'w.jsonl', text }], world: world(after) },
      // Only the broken claims' files are changed: the rest are untouched, not moved.
      changedPaths: Object.keys(after).slice(0, broken),
      gate: 'off',
      failOnViolation: true,
      ledgerPrefix: '',
    }),
    render: {
      serverUrl: 'https://github.com',
      repository: `${DEFAULT_OWNER}/${DEFAULT_REPO}`,
      baseSha: BASE,
      headSha: HEAD,
      ledgerPrefix: '',
    },
  };
}

describe('a store of claims alone (publishClaims)', () => {
  test('broken anchors: the check run with their annotations, one sticky comment, the summary', async () => {
    const target = pullRequestTarget();
    const claims = claimsOf(3, 2);
    const published = await publishClaims(claims, inputsWith(), {}, target);
    const run = gh.checkRuns.find((r) => published.checkRunUrl?.endsWith(`/${r.id}`));
    expect(run).toMatchObject({ headSha: HEAD, conclusion: claims.review.review.conclusion });
    expect(run?.output.title).toBe(claims.review.review.title);
    expect(run?.annotations.map((a) => a.path)).toEqual(['src/f0.rs', 'src/f1.rs']);
    const comments = commentsOn(target.pullRequest);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body.startsWith(MARKER)).toBe(true);
    expect(comments[0]?.body).toContain('ev 0.2 claims');
    expect(comments[0]?.body).toContain('claim 1');
    expect(recorded.summary.startsWith('## evolving: ev 0.2 claims')).toBe(true);
    expect(published).toMatchObject({ skipped: [], annotationsOmitted: 0 });
    expect(gh.violations.slice(violationsBefore)).toEqual([]);

    // Published again unchanged: the comment is left as it is.
    const before = gh.requests.length;
    const again = await publishClaims(claims, inputsWith(), {}, target);
    expect(writesSince(before)).toEqual([ROUTES.createCheckRun]);
    expect(again.commentUrl).toBe(published.commentUrl);
  });

  test('nothing broken or moved, comment: auto, no earlier comment: nothing to say', async () => {
    const target = pullRequestTarget();
    const published = await publishClaims(claimsOf(2, 0), inputsWith(), {}, target);
    expect(commentsOn(target.pullRequest)).toEqual([]);
    expect(published.commentUrl).toBeUndefined();
    expect(published.checkRunUrl).toBeDefined();
    expect(recorded.info).toContain('Pull request comment: left as it is (nothing-to-say)');
  });

  test('without a token: the annotations as workflow commands, within max-annotations', async () => {
    const published = await publishClaims(
      claimsOf(3, 3),
      inputsWith({ 'max-annotations': '2' }),
      {},
      undefined,
    );
    expect(recorded.annotations.filter((a) => a.file !== undefined).map((a) => a.file)).toEqual([
      'src/f0.rs',
      'src/f1.rs',
    ]);
    expect(published.annotationsOmitted).toBe(1);
  });

  test('refused: the warning names the cause, the summary still has the claims', async () => {
    const target = pullRequestTarget({ pullRequestHead: 'fork' });
    gh.addFault(faults.forbidden(ROUTES.createCheckRun));
    const published = await publishClaims(claimsOf(1, 1), inputsWith(), {}, target);
    expect(published.refused).toBe(true);
    expect(published.skipped).toEqual([expect.stringMatching(/^the check run \(.*403/)]);
    expect(recorded.warnings.join('\n')).toContain('This pull request comes from a fork');
    expect(recorded.summary).toContain('claim 0');
    expect(recorded.annotations.filter((a) => a.file === 'src/f0.rs')).toHaveLength(1);
  });
});

describe('a store with both models (publish with claims)', () => {
  test("one check run and one comment: the decisions' first, then the claims'; the worse conclusion", async () => {
    const target = pullRequestTarget();
    const claims = claimsOf(2, 1);
    const report = reportOn(target.pullRequest, 'green');
    const published = await publish(report, NO_TEXTS, inputsWith(), {}, target, claims);
    const run = gh.checkRuns.find((r) => published.checkRunUrl?.endsWith(`/${r.id}`));
    expect(report.conclusion).toBe('success');
    expect(claims.review.review.conclusion).not.toBe('success');
    expect(run?.conclusion).toBe(claims.review.review.conclusion);
    // The decisions have nothing to show, so the title is the claims' alone (joinReviews).
    expect(run?.output.title).toBe(claims.review.review.title);
    expect(run?.annotations.map((a) => a.path)).toEqual(['src/f0.rs']);
    // The decisions alone had nothing to say; the claims do, so the comment is written.
    const [comment] = commentsOn(target.pullRequest);
    expect(comment?.body).toContain('claim 0');
    expect(recorded.summary).toMatch(/\n---\n\n[^]*claim 0/);
  });
});
