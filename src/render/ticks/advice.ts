/**
 * Advice per cause: what to do about one resurfaced ground, named by what
 * actually made it not green — a platform nobody runs, a sha reference the
 * checks cannot clear, a trigger that changed, an old receipt, a red run, a
 * test that fails where its counter-test fails too, an uncommitted change —
 * or made it worth a look although green (its guarding test was changed by
 * the pull request), and by what this job was set to do (`run-checks`,
 * `platform`, `attest`, `staleness-ref`) on which event. A local preview
 * (`report`, event `cli`) gets the local commands; a CI job never gets `ev
 * check --run`, which writes receipts for the host it runs on, not for the
 * runner; a run without a pull request (push, schedule, dispatch) is never
 * told to do something "in this pull request". Pure.
 */
import type { DecisionGround } from '../../core/ticks/verdict/resurface.js';
import type { ReportSettings } from './report-settings.js';

/** Our words, or a code span (a setting, a command, a platform name from the ledger). */
export type AdviceSegment = string | { code: string };

/**
 * What a ground's advice rests on: all `adviceFor` reads of it (of each
 * platform result, the platform and the result). `adviceOfReport` keys its
 * shared arrays on those of them the ground's rule reads.
 */
export type AdviceFacts = Pick<
  DecisionGround,
  'rule' | 'verifiedAtSha' | 'counterTest' | 'platformResults' | 'testChanged'
>;

/** Where the report is read: a CI job, or a local preview (`report`). */
export interface AdviceContext {
  settings: ReportSettings;
  event: string;
  /**
   * The report is about a pull request. Absent: `pull_request` and
   * `pull_request_target` are; any other event is not.
   */
  pullRequest?: boolean;
  /**
   * Every platform a binding of the ledger declares: a `platform` none
   * declares is said so, never offered as `attest`. Absent: not known.
   */
  declaredPlatforms?: readonly string[];
  /**
   * This job merges receipts other jobs wrote (`receipts:`) and runs no
   * check itself: a judge, as recipe (b)'s and (d)'s final jobs are. A
   * missing receipt is then theirs to make, never this job's.
   */
  mergesReceipts?: boolean;
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** Is the change under review a pull request (else a push, a schedule, a dispatch, or a local change)? */
export function aboutPullRequest(context: Pick<AdviceContext, 'event' | 'pullRequest'>): boolean {
  return context.pullRequest ?? PULL_REQUEST_EVENTS.has(context.event);
}

/** Where a new decision is recorded, for this event: ` in this pull request`, ` in your branch`, ` in a pull request`. */
export function whereToRecord(context: Pick<AdviceContext, 'event' | 'pullRequest'>): string {
  if (aboutPullRequest(context)) return ' in this pull request';
  return context.event === 'cli' ? ' in your branch' : ' in a pull request';
}

const code = (text: string): AdviceSegment => ({ code: text });

/** `a`, `a and b`, `a, b and c` as code spans. */
function codeList(items: readonly string[]): AdviceSegment[] {
  const parts: AdviceSegment[] = [];
  items.forEach((item, i) => {
    if (i > 0) parts.push(i === items.length - 1 ? ' and ' : ', ');
    parts.push(code(item));
  });
  return parts;
}

/** A local preview without `--platform`; with it, `report` previews a CI job and advises as one. */
function isLocal(context: AdviceContext): boolean {
  return context.event === 'cli' && context.settings.platform === null;
}

function checksRunHere(settings: ReportSettings): boolean {
  return settings.runChecks === 'all' || settings.runChecks === 'needed';
}

function recordNewDecision(context: AdviceContext): AdviceSegment[] {
  return [
    ' — if the decision no longer holds — record the new decision with ',
    code('ev'),
    whereToRecord(context),
  ];
}

/** The job's `platform`, when no binding of the ledger declares it (then `attest` on it would exempt everything). */
function undeclaredPlatform(own: string | null, context: AdviceContext): string | undefined {
  const declared = context.declaredPlatforms;
  if (own === null || declared === undefined || declared.length === 0) return undefined;
  return declared.includes(own) ? undefined : own;
}

/** `no binding declares `linux` (declared: `linux-ci`)`, and what to set instead. */
function noBindingDeclares(own: string, context: AdviceContext): AdviceSegment[] {
  return [
    'no binding declares ',
    code(own),
    ' (declared: ',
    ...codeList(context.declaredPlatforms ?? []),
    '): set ',
    code('platform'),
    ' to the platform this job stands for',
  ];
}

/** How to get a fresh receipt on `platforms`, given what this job does. */
function runAgain(platforms: readonly string[], context: AdviceContext): AdviceSegment[] {
  const { settings } = context;
  if (isLocal(context)) {
    return platforms.flatMap((platform, i): AdviceSegment[] => [
      i === 0 ? 'run ' : '; ',
      code(`ev check --run --platform ${platform}`),
      ' on a ',
      code(platform),
      ' host',
    ]);
  }
  if (settings.runChecks === 'refused')
    return [
      'bound checks never run on this event: run them in the ',
      code('pull_request'),
      ' workflow and publish its receipts with ',
      code('receipts:'),
      ' (recipe (c) in docs/RECIPES.md)',
    ];
  const own = settings.platform;
  const elsewhere = platforms.filter((platform) => platform !== own);
  if (!checksRunHere(settings) && context.mergesReceipts === true)
    return [
      'this job only judges the receipts it merges (',
      code('receipts:'),
      '), and none of them ran it on ',
      ...codeList(platforms),
      ": the job that runs it there (a platform's or a shard's) left no receipt: see its log, and check that it uploads its receipts even when a check fails",
    ];
  if (!checksRunHere(settings)) {
    const advice: AdviceSegment[] = [
      'set ',
      code('run-checks: true'),
      ' (or ',
      code('needed'),
      ') in the workflow so this job runs it',
    ];
    if (own !== null && platforms.includes(own)) advice.push(' on ', code(own));
    if (own !== null && elsewhere.length > 0)
      advice.push('; ', ...notThisJob(elsewhere, own, context));
    return advice;
  }
  if (elsewhere.length === 0)
    return [
      'it was to run on ',
      code(own ?? ''),
      ' in this job but left no fresh receipt: see the warnings in the step log',
    ];
  return notThisJob(elsewhere, own, context);
}

/**
 * Platforms this job does not run: another job, or `attest` to let this
 * job's platform decide — only a platform some binding declares, since
 * attesting one that none declares exempts every binding.
 */
function notThisJob(
  platforms: readonly string[],
  own: string | null,
  context: AdviceContext,
): AdviceSegment[] {
  const undeclared = undeclaredPlatform(own, context);
  if (undeclared !== undefined) return noBindingDeclares(undeclared, context);
  const advice: AdviceSegment[] = [
    'this job runs checks on ',
    own === null ? 'no platform' : code(own),
    ' only, and nothing here attests ',
    ...codeList(platforms),
    ': add a job for ',
    platforms.length === 1 ? 'it' : 'each',
    ' and merge its receipts with ',
    code('receipts:'),
    ' (recipe (b) in docs/RECIPES.md)',
  ];
  if (own !== null)
    advice.push(', or set ', code(`attest: ${own}`), ' so only ', code(own), ' decides');
  return advice;
}

function missingPlatforms(ground: AdviceFacts): string[] {
  return ground.platformResults.filter((r) => r.result === 'no receipt').map((r) => r.platform);
}

function shaStale(ground: AdviceFacts, context: AdviceContext): AdviceSegment[] {
  const { staleness } = context.settings;
  const reference = staleness.sha === null ? '' : ` (${staleness.sha.slice(0, 8)})`;
  const verified = ground.verifiedAtSha.slice(0, 8);
  if (isLocal(context))
    return [
      `the ledger's staleness_ref (${staleness.policy}) resolves to a commit${reference} other than the one the binding was verified at (${verified}), and fresh runs do not change that: re-verify the binding at this commit with `,
      code('ev guard'),
      ', or preview what CI shows with ',
      code('--staleness-ref none'),
    ];
  return [
    'the staleness reference (',
    code(`staleness-ref: ${staleness.setting}`),
    ` → ${staleness.policy}${reference}) is not the commit the binding was verified at (${verified}), and running the check again does not change that: set `,
    code('staleness-ref: none'),
    ' (the default), which judges a CI run by its own receipts, or re-verify the binding at this commit with ',
    code('ev guard'),
  ];
}

/** The platforms whose latest receipt failed or errored. */
function failingPlatforms(ground: AdviceFacts): string[] {
  return ground.platformResults
    .filter((r) => r.result === 'red' || r.result === 'gray')
    .map((r) => r.platform);
}

/**
 * `unproven` has two causes. The counter-test agreed with a passing test (or
 * could not run): nothing shows the check can fail. Or the test itself fails
 * and the counter-test fails too — as it does when it runs the same test
 * against the rejected implementation: the label says `unproven`, but what
 * is wrong is the failing test.
 */
function unproven(ground: AdviceFacts, context: AdviceContext): AdviceSegment[] {
  const counter = ground.counterTest === undefined ? [] : [' ', code(ground.counterTest)];
  const failing = failingPlatforms(ground);
  if (failing.length > 0)
    return [
      'the test fails on ',
      ...codeList(failing),
      ' — make it pass again (its counter-test',
      ...counter,
      ' fails too, so the result did not flip: that is why the label reads unproven, not red), or',
      ...recordNewDecision(context),
    ];
  return [
    'its counter-test',
    ...counter,
    // ev 0.1.9 and 0.1.28: a counter-test that could not run (exit 126/127), or that agreed.
    ' did not fail where the test passed (it agreed with the test, or could not be run at all), so nothing shows the check can fail when its reason breaks: make the counter-test runnable and failing where the reason does not hold, or',
    ...recordNewDecision(context),
  ];
}

/** Does this ground's test fail (red, errored, or failing under an `unproven` label)? */
export function testFails(ground: Pick<AdviceFacts, 'rule' | 'platformResults'>): boolean {
  if (ground.rule === 'red' || ground.rule === 'gray') return true;
  return ground.rule === 'unproven' && failingPlatforms(ground as AdviceFacts).length > 0;
}

function dirty(context: AdviceContext): AdviceSegment[] {
  if (isLocal(context))
    return [
      'it passes only with an uncommitted change to a file it guards: commit the change and run the check again (',
      code('ev check --run'),
      ')',
    ];
  return [
    'a file it guards has an uncommitted change in this checkout (an earlier step changed it), so the pass is not the commit’s: run the checks on a clean checkout',
  ];
}

/** The guarding test was changed by the change under review: a green proves only what the new test checks. */
function testChangedAdvice(
  ground: AdviceFacts,
  files: readonly string[],
  alone: boolean,
): AdviceSegment[] {
  // Only a pull request's files (or a preview's `--changed`, which stands for one) change a test.
  const named: AdviceSegment[] = [' (', ...codeList(files), ')'];
  if (!alone)
    return [
      '. Its guarding test was changed by this pull request too',
      ...named,
      ': review that change',
    ];
  const result: AdviceSegment =
    ground.rule === 'exempt'
      ? ', and this job does not judge the binding (exempt on this runner)'
      : ': the check passes against the test as this pull request left it, which proves only what that test now checks';
  return [
    'the guarding test was changed by this pull request',
    ...named,
    result,
    ' — review the change to the test before merging (it does not gate)',
  ];
}

/** The advice for one resurfaced ground; empty for a label that needs none. */
export function adviceFor(ground: AdviceFacts, context: AdviceContext): AdviceSegment[] {
  const advice = adviceForRule(ground, context);
  const changed = ground.testChanged ?? [];
  if (changed.length === 0) return advice;
  return [...advice, ...testChangedAdvice(ground, changed, advice.length === 0)];
}

function adviceForRule(ground: AdviceFacts, context: AdviceContext): AdviceSegment[] {
  switch (ground.rule) {
    case 'sha-stale':
      return shaStale(ground, context);
    case 'not-run': {
      const missing = missingPlatforms(ground);
      const failing = ground.platformResults.filter(
        (r) => r.result === 'red' || r.result === 'gray',
      );
      const advice: AdviceSegment[] = [
        'no receipt on ',
        ...codeList(missing),
        ': ',
        ...runAgain(missing, context),
      ];
      if (failing.length > 0)
        advice.push(
          '. It also fails on ',
          ...codeList(failing.map((r) => r.platform)),
          ': make it pass again, or',
          ...recordNewDecision(context),
        );
      return advice;
    }
    case 'trigger-stale':
      return [
        'a declared trigger changed after its last run: ',
        ...runAgain(
          ground.platformResults.map((r) => r.platform),
          context,
        ),
      ];
    case 'age-stale':
      return [
        "its latest receipt is older than the ledger's ",
        code('staleness_days'),
        ': ',
        ...runAgain(
          ground.platformResults.map((r) => r.platform),
          context,
        ),
      ];
    case 'history-missing': {
      const advice: AdviceSegment[] = [
        'the commit its receipt was made at is not in this clone, so whether a trigger changed since cannot be judged: check out with ',
        code('fetch-depth: 0'),
      ];
      // On an event that never runs checks, running them again is not a remedy.
      if (context.settings.runChecks !== 'refused')
        advice.push(', or run it again here with ', code('run-checks: needed'));
      return advice;
    }
    case 'unproven':
      return unproven(ground, context);
    case 'gray':
      return [
        'it errored or timed out (a timeout is ',
        code('check-timeout'),
        '): make it finish, or',
        ...recordNewDecision(context),
      ];
    case 'red':
      return ['make it pass again, or', ...recordNewDecision(context)];
    case 'silently-unbound':
      return [
        'a declared trigger changed but the selected-list did not select it: have the affinity tool select it, or ',
        ...(context.settings.runChecks === 'refused'
          ? runAgain(
              ground.platformResults.map((r) => r.platform),
              context,
            )
          : ['run every check (', code('run-checks: true'), ')']),
      ];
    case 'dirty':
      return dirty(context);
    default:
      return [];
  }
}

/**
 * `adviceFor` for the grounds of one report: grounds resting on the same
 * facts share one array, which nothing modifies. A large ledger has tens of
 * thousands of resurfaced grounds and a handful of causes; an array each was
 * about a sixth of the memory its resurfaced decisions hold.
 */
export function adviceOfReport(
  context: AdviceContext,
): (ground: AdviceFacts) => readonly AdviceSegment[] {
  const made = new Map<string, readonly AdviceSegment[]>();
  return (ground) => {
    const key = factsKey(ground);
    let advice = made.get(key);
    if (advice === undefined) {
      advice = adviceFor(ground, context);
      made.set(key, advice);
    }
    return advice;
  };
}

/**
 * The facts the advice for this ground's rule reads, as one string (NUL cannot
 * occur in a sha, a ref, a platform or a result). Only those: a sha-stale
 * ground's advice names its sha, but no other rule's does, and a key holding
 * every binding's own sha would share nothing.
 */
function factsKey(ground: AdviceFacts): string {
  const changed = ground.testChanged ?? [];
  const rule = ruleKey(ground);
  // Most grounds' tests were not changed: their key is the rule's alone.
  return changed.length === 0 ? rule : `${rule}\0\0${changed.join('\0')}`;
}

function ruleKey(ground: AdviceFacts): string {
  switch (ground.rule) {
    case 'sha-stale':
      return `${ground.rule}\0${ground.verifiedAtSha}`;
    case 'unproven': {
      let key =
        ground.counterTest === undefined ? ground.rule : `${ground.rule}\0${ground.counterTest}`;
      for (const platform of failingPlatforms(ground)) key += `\0${platform}`;
      return key;
    }
    case 'not-run':
    case 'trigger-stale':
    case 'age-stale':
    case 'silently-unbound': {
      let key: string = ground.rule;
      for (const result of ground.platformResults) key += `\0${result.platform}\0${result.result}`;
      return key;
    }
    default:
      return ground.rule;
  }
}

/** The advice as one string, code spans in backticks (how the comment compares advice, and a key). */
export function plainAdvice(advice: readonly AdviceSegment[]): string {
  return advice.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('');
}

/**
 * The advice for a plain-text surface (annotations): no Markdown, so a code
 * span is its text in single quotes, never backticks that show as they are.
 */
export function plainTextAdvice(advice: readonly AdviceSegment[]): string {
  return advice.map((part) => (typeof part === 'string' ? part : `'${part.code}'`)).join('');
}
