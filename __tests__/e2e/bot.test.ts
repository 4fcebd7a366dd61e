// End-to-end: the pull-request bot on `issue_comment`, running the
// action against the OpenAPI-validating fake GitHub (reactions included) on a
// real checkout of the pull request's head. Each answer's code block must be
// the CLI's own output for the same repository.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { issueCommentEvent } from '../../test-support/events.js';
import type { FakeGitHub, FakeUser } from '../../test-support/fake-github.js';
import { ROUTES, expectNoViolations, useE2E, type E2ERun } from '../../test-support/e2e.js';
import { nodesOfType, parseMarkdown } from '../../test-support/markdown-ast.js';
import {
  CHANGELOG_BY_HAND,
  bound,
  chain,
  personGround,
  refOf,
  roadNotTaken,
  writeWorkspaceFile,
  type Scenario,
  type TickSpec,
} from '../../test-support/scenario.js';
import { inProcessCli } from '../../test-support/oracle.js';
import { Ledger } from '../core/claims/helpers.js';

const e2e = useE2E();

const REACTIONS = 'reactions/create-for-issue-comment';
const MEMBER: FakeUser = { login: 'maintainer', id: 7001, type: 'User' };

const RETRIES: TickSpec = {
  decision: 'payment calls retry at most three times',
  observe: 'double charges during the provider outage',
  grounds: [
    bound('a payment call is attempted at most three times', 'grep -q maxAttempts src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
    personGround('the payments team signed off'),
    roadNotTaken('unbounded retries', 'they turned an outage into double charges'),
  ],
  blame: 'Priya Natarajan',
  authority: 'user-ruled',
  jurisdiction: 'A',
};

const CHANGELOG: TickSpec = {
  ...CHANGELOG_BY_HAND,
  authority: 'user-ruled',
  held_since: '2026-12-01T09:00:00Z',
};

let scenario: Scenario;

beforeAll(() => {
  scenario = e2e.scenario({ base: [RETRIES, CHANGELOG], checkout: 'head' });
  scenario.receipt({ test: refOf(scenario.baseTicks[0]), result: 'red' });
});

/** The CLI's output for the same repository: its `main` at the root, in this process (oracle.ts). */
async function cli(
  argv: string[],
  cwd = scenario.dir,
): Promise<{ stdout: string; stderr: string; status: number }> {
  const run = await inProcessCli(argv, cwd, process.env);
  return { stdout: run.stdout, stderr: run.stderr, status: run.exit };
}

interface Commented {
  run: E2ERun;
  gh: FakeGitHub;
  commentId: number;
  /** The bot's answers (comments other than the command). */
  answers: string[];
}

/** Seeds the command comment in the fake, then runs the action on its `issue_comment` event. */
async function comment(
  body: string,
  options: {
    /** Default: the ev 0.1 scenario. */
    on?: Scenario;
    user?: FakeUser;
    association?: string;
    pullRequestAuthor?: string;
    inputs?: Record<string, string | boolean>;
    workspace?: string;
  } = {},
): Promise<Commented> {
  const user = options.user ?? MEMBER;
  const on = options.on ?? scenario;
  const gh = await e2e.gh({ comments: [{ issueNumber: on.number, body, user }] });
  const commentId = gh.comments[0]?.id as number;
  const run = await e2e.run(gh, on, {
    workspace: options.workspace,
    event: issueCommentEvent({
      number: on.number,
      body,
      commentId,
      author: { login: user.login, type: user.type === 'Bot' ? 'Bot' : 'User' },
      association: options.association ?? 'MEMBER',
      pullRequestAuthor: options.pullRequestAuthor ?? 'pr-author',
    }),
    inputs: options.inputs,
  });
  expectNoViolations(gh);
  const answers = gh.comments.filter((c) => c.id !== commentId).map((c) => c.body);
  return { run, gh, commentId, answers };
}

/** The code blocks of an answer, as a Markdown parser reads them (each with its final newline). */
async function codeBlocks(markdown: string): Promise<string[]> {
  return nodesOfType(await parseMarkdown(markdown), 'code').map((node) => `${node.value ?? ''}\n`);
}

describe('a member’s command is answered with the CLI’s output', () => {
  const id = (): string => scenario.baseTicks[0]?.id as string;
  test.each([
    [
      'why',
      (): string => `/ev why ${refOf(scenario.baseTicks[0])}`,
      (): string[] => ['why', refOf(scenario.baseTicks[0])],
    ],
    ['reopen', (): string => `/evolving reopen ${id()}`, (): string[] => ['reopen', id()]],
    ['show', (): string => `/ev show ${id()}`, (): string[] => ['show', id()]],
    ['list', (): string => '/ev list', (): string[] => ['list']],
    ['log', (): string => '/ev log', (): string[] => ['log']],
    ['brief', (): string => '/ev brief --limit 1', (): string[] => ['brief', '--limit', '1']],
  ])(
    '%s',
    async (name, line, argv) => {
      const { run, gh, commentId, answers } = await comment(`${line()}\n\nthanks!`);
      expect(run.exitCode).toBe(0);
      expect(run.outputs.command).toBe(name);
      expect(run.outputs.conclusion).toBe('success');

      // An `eyes` reaction first, then one new comment; nothing else is written.
      const writes = run.requests.filter((r) => r.method !== 'GET').map((r) => r.operationId);
      expect(writes).toEqual([REACTIONS, ROUTES.createComment]);
      expect(gh.store.reactionsOn(commentId).map((r) => r.content)).toEqual(['eyes']);
      expect(answers).toHaveLength(1);
      const answer = answers[0] as string;
      expect(run.outputs['comment-url']).toMatch(/#issuecomment-\d+$/);

      // The first line is the command, in a code span (no mention, no markup).
      expect(answer.split('\n')[0]).toBe(`\`${line()}\``);
      const expected = await cli(argv());
      expect(expected.status).toBe(0);
      expect(await codeBlocks(answer)).toEqual([expected.stdout]);
    },
    60_000,
  );

  test('help lists every command, one line each', async () => {
    const { run, answers } = await comment('/ev help');
    expect(run.outputs.command).toBe('help');
    const lines = (answers[0] as string).split('\n').filter((l) => l.startsWith('- '));
    expect(lines.map((l) => /`\/ev (\w+)/.exec(l)?.[1])).toEqual([
      'show',
      'list',
      'log',
      'brief',
      'why',
      'reopen',
      'help',
    ]);
  }, 60_000);

  test('the pull request’s author is answered without being a member', async () => {
    const author: FakeUser = { login: 'first-timer', id: 7002, type: 'User' };
    const { run, answers } = await comment('/ev list', {
      user: author,
      association: 'FIRST_TIME_CONTRIBUTOR',
      pullRequestAuthor: 'first-timer',
    });
    expect(run.outputs.command).toBe('list');
    expect(answers).toHaveLength(1);
  }, 60_000);
});

describe('who is not answered', () => {
  test('an outsider: a confused reaction and no comment', async () => {
    const outsider: FakeUser = { login: 'drive-by', id: 7003, type: 'User' };
    const { run, gh, commentId, answers } = await comment('/ev list', {
      user: outsider,
      association: 'NONE',
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.command).toBe('');
    expect(run.requests.map((r) => r.operationId)).toEqual([REACTIONS]);
    expect(gh.store.reactionsOn(commentId).map((r) => r.content)).toEqual(['confused']);
    expect(answers).toEqual([]);
  }, 60_000);

  test('a comment by a bot: not one request', async () => {
    const bot: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
    const { run } = await comment('/ev list', { user: bot, association: 'NONE' });
    expect(run.exitCode).toBe(0);
    expect(run.requests).toEqual([]);
    expect(run.outputs.command).toBe('');
  }, 60_000);

  test('a comment that is not a command: not one request', async () => {
    for (const body of ['LGTM, thanks', '/evolve list', 'see /ev list below']) {
      const { run } = await comment(body);
      expect(run.exitCode).toBe(0);
      expect(run.requests).toEqual([]);
    }
  }, 60_000);

  test('commands: false answers nothing', async () => {
    const { run } = await comment('/ev list', { inputs: { commands: false } });
    expect(run.exitCode).toBe(0);
    expect(run.requests).toEqual([]);
  }, 60_000);
});

describe('arguments are never paths', () => {
  test('show ../../etc/passwd: a clear error, nothing read from outside the ledger', async () => {
    const { run, answers } = await comment('/ev show ../../etc/passwd');
    expect(run.exitCode).toBe(0);
    const answer = answers[0] as string;
    expect(await codeBlocks(answer)).toEqual(['error: no tick with id ../../etc/passwd\n']);
    expect(answer).toContain('exit status 1');
    expect(answer).not.toMatch(/root:/);
  }, 60_000);

  test('show with an unknown id: the CLI’s error', async () => {
    const { answers } = await comment('/ev show 0123456789ab');
    const expected = await cli(['show', '0123456789ab']);
    expect(await codeBlocks(answers[0] as string)).toEqual([expected.stderr]);
    expect(answers[0]).toContain(`exit status ${expected.status}`);
  }, 60_000);

  test('a tick file that is a link to a secret is not followed', async () => {
    const secret = join(scenario.dir, '..', 'secret.txt');
    writeWorkspaceFile(join(scenario.dir, '..'), 'secret.txt', 'TOP-SECRET\n');
    execFileSync('ln', ['-sf', secret, join(scenario.dir, '.evolving', 'ticks', 'leak')]);
    try {
      const { answers } = await comment('/ev show leak');
      expect(answers[0]).toContain('error: no tick with id leak');
      expect(answers[0]).not.toContain('TOP-SECRET');
    } finally {
      execFileSync('rm', ['-f', join(scenario.dir, '.evolving', 'ticks', 'leak')]);
    }
  }, 60_000);

  test('a working-directory reached through a link: the action’s own refusal, nothing read there', async () => {
    const link = join(scenario.dir, 'linked-ledger');
    execFileSync('ln', ['-sfn', scenario.dir, link]);
    try {
      const { run, answers } = await comment('/ev list', {
        inputs: { 'working-directory': 'linked-ledger' },
      });
      expect(run.exitCode).toBe(0);
      expect(await codeBlocks(answers[0] as string)).toEqual([
        'error: working-directory linked-ledger: linked-ledger is a symbolic link, not a directory (links are not followed)\n',
      ]);
      expect(answers[0]).not.toContain(scenario.baseTicks[0]?.id as string);
    } finally {
      execFileSync('rm', ['-f', link]);
    }
  }, 60_000);
});

describe('a long answer', () => {
  test('is cut under 65,536 characters with a note naming the command to run locally', async () => {
    const big = e2e.scenario({ base: [RETRIES], checkout: 'head' });
    const many = chain(
      Array.from({ length: 700 }, (_, i) => ({
        decision: `decision ${i} ${'about the retry budget of the payment provider '.repeat(2)}`,
        grounds: [personGround(`reason ${i}`)],
      })),
      big.baseTicks[0]?.id,
    );
    for (const tick of many) writeWorkspaceFile(big.dir, tick.path, tick.text);
    const full = (await cli(['list'], big.dir)).stdout;
    expect(full.length).toBeGreaterThan(65_536);

    const { answers } = await comment('/ev list', { workspace: big.dir });
    const answer = answers[0] as string;
    expect(answer.length).toBeLessThan(65_536);
    const [block] = await codeBlocks(answer);
    // Whole lines, the start of the real output.
    expect(full.startsWith(block as string)).toBe(true);
    expect((block as string).split('\n').length).toBeGreaterThan(100);
    expect(answer).toMatch(/Output cut to \d+ of 701 lines/);
    expect(answer).toContain('`node dist/cli.js list`');
  }, 120_000);
});

/** An ev 0.2 ledger: one claim with a file anchor the pull request moves, one bare claim. */
function claimsLedger(baseSha: string): { ledger: Ledger; claim: string } {
  const ledger = new Ledger();
  const claim = ledger.claim('the answer is computed once');
  ledger.evidence(claim, 'file:src/app.ts::export const answer', { base: baseSha });
  ledger.claim('retries are bounded');
  return { ledger, claim };
}

/** The files the pull request's head has for an ev 0.2 store (and, `keepTicks`, its ev 0.1 files too). */
function claimsHead(keepTicks: boolean) {
  return ({ baseSha }: { baseSha: string }): Record<string, string | null> => ({
    ...(keepTicks ? {} : { '.evolving/config': null, '.evolving/HEAD': null }),
    '.evolving/version': '2\n',
    '.evolving/ledger/laptop-4kq2.jsonl': `${claimsLedger(baseSha).ledger.lines.join('\n')}\n`,
    'src/app.ts': 'export const answer = 6 * 7;\n',
  });
}

/** Every file of the checkout but .git, with its size and mtime: what a read-only answer leaves alone. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name !== '.git' && !name.startsWith('.git/'))
    .map((name) => {
      const stats = statSync(join(dir, name));
      return `${name} ${stats.size} ${stats.mtimeMs}`;
    })
    .sort();
}

/** The command names an answer to `help` lists. */
function listed(answer: string): Array<string | undefined> {
  return answer
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => /`\/ev (\w+)/.exec(l)?.[1]);
}

describe('on an ev 0.2 store, the ev 0.2.4 commands answer, and nothing is written', () => {
  let claims: Scenario;
  beforeAll(() => {
    claims = e2e.scenario({ base: [], checkout: 'head', headFiles: claimsHead(false) });
  });

  test.each([
    ['brief', '/ev brief', ['brief']],
    ['line', '/ev line', ['line']],
    ['doctor', '/ev doctor', ['doctor']],
    ['verify', '/ev verify', ['verify']],
  ])(
    '%s: the CLI’s output',
    async (name, line, argv) => {
      const before = snapshot(claims.dir);
      const { run, answers } = await comment(line, { on: claims });
      expect(run.exitCode).toBe(0);
      expect(run.outputs.command).toBe(name);
      expect(answers).toHaveLength(1);
      const expected = await cli(argv, claims.dir);
      expect(expected.status).toBe(0);
      expect(expected.stdout).not.toBe('');
      expect(await codeBlocks(answers[0] as string)).toEqual([expected.stdout]);
      expect(snapshot(claims.dir)).toEqual(before);
    },
    60_000,
  );

  test('verify <claim>: that claim’s anchors read again, as the CLI prints them; the ledger unchanged', async () => {
    const claim = claimsLedger(claims.baseSha).claim;
    const ledgerFile = join(claims.dir, '.evolving', 'ledger', 'laptop-4kq2.jsonl');
    const ledgerBefore = readFileSync(ledgerFile, 'utf8');
    const before = snapshot(claims.dir);
    const { run, answers } = await comment(`/ev verify ${claim}`, { on: claims });
    expect(run.outputs.command).toBe('verify');
    const expected = await cli(['verify', claim], claims.dir);
    expect(expected.status).toBe(0);
    expect(expected.stdout).toContain(`${claim} · file:src/app.ts::export const answer → resolves`);
    expect(await codeBlocks(answers[0] as string)).toEqual([expected.stdout]);
    // ev's verify appends a `verify` event and creates .evolving/local/: this one writes nothing.
    expect(readFileSync(ledgerFile, 'utf8')).toBe(ledgerBefore);
    expect(snapshot(claims.dir)).toEqual(before);
    expect(claims.exists('.evolving/local')).toBe(false);
    expect(claims.git(['status', '--porcelain', '--untracked-files=all'])).toBe('');
  }, 60_000);

  test('help lists the ev 0.2 commands', async () => {
    const { run, answers } = await comment('/ev help', { on: claims });
    expect(run.outputs.command).toBe('help');
    expect(listed(answers[0] as string)).toEqual(['brief', 'line', 'doctor', 'verify', 'help']);
    expect(answers[0]).toContain('`ev` 0.2.4');
  }, 60_000);

  test('an ev 0.1 command: the CLI’s answer, that this store holds no ev 0.1 decisions and what reads it', async () => {
    const { run, answers } = await comment('/ev list', { on: claims });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.command).toBe('list');
    const expected = await cli(['list'], claims.dir);
    expect(expected.stderr).toContain('is an ev 0.2 store');
    expect(await codeBlocks(answers[0] as string)).toEqual([expected.stderr]);
    expect(answers[0]).toContain(`exit status ${expected.status}`);
  }, 60_000);

  test('a command of neither model: what is wrong, and the ev 0.2 commands', async () => {
    const { answers } = await comment('/ev decide', { on: claims });
    expect(answers[0]).toContain('Unknown command `decide`');
    expect(listed(answers[0] as string)).toEqual(['brief', 'line', 'doctor', 'verify', 'help']);
  }, 60_000);
});

describe('on a store with both models', () => {
  test('help lists both models’ commands; brief answers as ev 0.2.4, list as ev 0.1', async () => {
    const both = e2e.scenario({ base: [RETRIES], checkout: 'head', headFiles: claimsHead(true) });
    const help = await comment('/ev help', { on: both });
    expect(listed(help.answers[0] as string)).toEqual([
      'show',
      'list',
      'log',
      'why',
      'reopen',
      'brief',
      'line',
      'doctor',
      'verify',
      'help',
    ]);
    for (const argv of [['brief'], ['list']]) {
      const { answers } = await comment(`/ev ${argv.join(' ')}`, { on: both });
      const expected = await cli(argv, both.dir);
      expect(expected.status).toBe(0);
      expect(await codeBlocks(answers[0] as string)).toEqual([expected.stdout]);
    }
    expect((await cli(['brief'], both.dir)).stdout).toContain('the answer is computed once');
  }, 120_000);
});
