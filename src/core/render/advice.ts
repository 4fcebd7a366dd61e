/**
 * Advice per cause: what to do about one resurfaced ground, named by what
 * actually made it not green — a platform nobody runs, a sha reference the
 * checks cannot clear, a trigger that changed, an old receipt, a red run —
 * and by what this job was set to do (`run-checks`, `platform`, `attest`,
 * `staleness-ref`). A local preview (`report`, event `cli`) gets the local
 * commands; a CI job never gets `ev check --run`, which writes receipts for
 * the host it runs on, not for the runner. Pure.
 */
import type { DecisionGround } from '../verdict/resurface.js';
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
  'rule' | 'verifiedAtSha' | 'counterTest' | 'platformResults'
>;

/** Where the report is read: a CI job, or a local preview (`report`). */
export interface AdviceContext {
  settings: ReportSettings;
  event: string;
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

const RECORD_NEW_DECISION: AdviceSegment[] = [
  ' — if the decision no longer holds — record the new decision with ',
  code('ev'),
  ' in this pull request',
];

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
      " (the README's recipe (c))",
    ];
  const own = settings.platform;
  const elsewhere = platforms.filter((platform) => platform !== own);
  if (!checksRunHere(settings)) {
    const advice: AdviceSegment[] = [
      'set ',
      code('run-checks: true'),
      ' (or ',
      code('needed'),
      ') in the workflow so this job runs it',
    ];
    if (own !== null && platforms.includes(own)) advice.push(' on ', code(own));
    if (own !== null && elsewhere.length > 0) advice.push('; ', ...notThisJob(elsewhere, own));
    return advice;
  }
  if (elsewhere.length === 0)
    return [
      'it was to run on ',
      code(own ?? ''),
      ' in this job but left no fresh receipt: see the warnings in the step log',
    ];
  return notThisJob(elsewhere, own);
}

/** Platforms this job does not run: another job, or `attest` to let this job's platform decide. */
function notThisJob(platforms: readonly string[], own: string | null): AdviceSegment[] {
  const advice: AdviceSegment[] = [
    'this job runs checks on ',
    own === null ? 'no platform' : code(own),
    ' only, and nothing here attests ',
    ...codeList(platforms),
    ': add a job for ',
    platforms.length === 1 ? 'it' : 'each',
    ' and merge its receipts with ',
    code('receipts:'),
    " (the README's recipe (b))",
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

/** The advice for one resurfaced ground; empty for a label that needs none. */
export function adviceFor(ground: AdviceFacts, context: AdviceContext): AdviceSegment[] {
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
          ...RECORD_NEW_DECISION,
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
    case 'history-missing':
      return [
        'the commit its receipt was made at is not in this clone, so whether a trigger changed since cannot be judged: check out with ',
        code('fetch-depth: 0'),
        ', or run it again here with ',
        code('run-checks: needed'),
      ];
    case 'unproven':
      return [
        'its counter-test',
        ...(ground.counterTest === undefined ? [] : [' ', code(ground.counterTest)]),
        // ev 0.1.9 and 0.1.28: a counter-test that could not run (exit 126/127), or that agreed.
        ' did not fail where the test passed (it agreed with the test, or could not be run at all), so nothing shows the check can fail when its reason breaks: make the counter-test runnable and failing where the reason does not hold, or',
        ...RECORD_NEW_DECISION,
      ];
    case 'gray':
      return [
        'it errored or timed out (a timeout is ',
        code('check-timeout'),
        '): make it finish, or',
        ...RECORD_NEW_DECISION,
      ];
    case 'red':
      return ['make it pass again, or', ...RECORD_NEW_DECISION];
    case 'silently-unbound':
      return [
        'a declared trigger changed but the selected-list did not select it: have the affinity tool select it, or run every check (',
        code('run-checks: true'),
        ')',
      ];
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
  switch (ground.rule) {
    case 'sha-stale':
      return `${ground.rule}\0${ground.verifiedAtSha}`;
    case 'unproven':
      return ground.counterTest === undefined
        ? ground.rule
        : `${ground.rule}\0${ground.counterTest}`;
    case 'not-run':
    case 'trigger-stale':
    case 'age-stale': {
      let key: string = ground.rule;
      for (const result of ground.platformResults) key += `\0${result.platform}\0${result.result}`;
      return key;
    }
    default:
      return ground.rule;
  }
}

/** The advice as plain text (code spans in backticks), for annotations and the JSON report. */
export function plainAdvice(advice: readonly AdviceSegment[]): string {
  return advice.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('');
}
