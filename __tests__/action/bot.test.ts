// bot.ts in process: `@actions/core` substituted by a recorder (as in
// main.test.ts), the Octokit client talking to the in-process fake GitHub
// (OpenAPI-validated), a real checkout with a ledger. Each branch of the
// command dispatch: what is never read as a command (no API call at all),
// who is not answered (a reaction only), and an answer posted, written to
// the summary only, or failing to post.
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_OWNER, DEFAULT_REPO, FAKE_TOKEN } from '../../test-support/defaults.js';
import { ROUTES } from '../../test-support/e2e.js';
import { issueCommentEvent } from '../../test-support/events.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../test-support/fake-github.js';
import { bound, buildScenario, type Scenario, type TickSpec } from '../../test-support/scenario.js';
import { readInputs } from '../../src/action/inputs.js';

interface Recorded {
  info: string[];
  warnings: string[];
  summary: string;
}
const recorded: Recorded = { info: [], warnings: [], summary: '' };
const summary = {
  buffer: '',
  addRaw(text: string) {
    summary.buffer += text;
    return summary;
  },
  async write() {
    recorded.summary += summary.buffer;
    summary.buffer = '';
    return summary;
  },
};
jest.unstable_mockModule('@actions/core', () => ({
  info: (message: string) => void recorded.info.push(message),
  warning: (message: string | Error) => void recorded.warnings.push(String(message)),
  error: () => undefined,
  notice: () => undefined,
  debug: () => undefined,
  summary,
}));
const { answerComment } = await import('../../src/action/bot.js');
const { createClient } = await import('../../src/adapters/github/client.js');
type BotContext = import('../../src/action/bot.js').BotContext;

const RETRIES: TickSpec = {
  decision: 'payment calls retry at most three times',
  grounds: [
    bound('a payment call is attempted at most three times', 'grep -q maxAttempts src/app.ts', {
      triggeredBy: ['src/app.ts'],
    }),
  ],
  blame: 'Priya Natarajan',
  authority: 'user-ruled',
  jurisdiction: 'A',
};
const MEMBER = { login: 'maintainer', id: 7001, type: 'User' as const };
const REACTIONS = 'reactions/create-for-issue-comment';

let gh: FakeGitHub;
let scenario: Scenario;
let tickId: string;
let nextComment = 0;
beforeAll(async () => {
  gh = await startFakeGitHub({ token: FAKE_TOKEN });
  scenario = buildScenario({ base: [RETRIES], checkout: 'head' });
  tickId = scenario.baseTicks[0]?.id ?? '';
});
afterAll(async () => {
  await gh.close();
  scenario.cleanup();
});
beforeEach(() => {
  recorded.info = [];
  recorded.warnings = [];
  recorded.summary = '';
  gh.clearFaults();
});

interface Comment {
  body: string;
  author?: { login: string; type: 'User' | 'Bot' };
  association?: string;
  action?: 'created' | 'edited' | 'deleted';
}

/** Answers `comment` as the action would on its `issue_comment` event; returns the outcome and the requests made. */
async function answer(
  comment: Comment,
  options: { inputs?: Record<string, string>; client?: boolean; workspace?: string } = {},
) {
  const author = comment.author ?? { login: MEMBER.login, type: 'User' as const };
  const seeded = gh.store.addComment(scenario.number, comment.body, {
    login: author.login,
    id: 9000 + nextComment++,
    type: author.type,
  });
  const event = issueCommentEvent({
    number: scenario.number,
    body: comment.body,
    commentId: seeded.id,
    author,
    association: comment.association ?? 'MEMBER',
    ...(comment.action !== undefined ? { action: comment.action } : {}),
  });
  const context: BotContext = {
    inputs: readInputs((name) => ({ token: FAKE_TOKEN, ...options.inputs })[name] ?? ''),
    payload: event.payload,
    workspace: options.workspace ?? scenario.dir,
    repo: { owner: DEFAULT_OWNER, repo: DEFAULT_REPO },
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    serverUrl: gh.serverUrl,
    ...(options.client === false
      ? {}
      : {
          client: createClient(
            FAKE_TOKEN,
            { info: () => undefined, warning: () => undefined },
            gh.url,
          ),
        }),
  };
  const before = gh.requests.length;
  const outcome = await answerComment(context);
  const requests = gh.requests.slice(before);
  const answers = requests.filter((r) => r.operationId === ROUTES.createComment);
  return {
    outcome,
    requests,
    reactions: requests
      .filter((r) => r.operationId === REACTIONS)
      .map((r) => (r.body as { content: string }).content),
    answer: answers.length === 1 ? (answers[0]?.body as { body: string }).body : undefined,
  };
}

describe('never read as a command: nothing is answered, not one API call', () => {
  test.each<[string, Comment, Record<string, string>?]>([
    ['an edited comment (not a new one)', { body: '/ev list', action: 'edited' }],
    ['a comment that is no command', { body: 'LGTM, ship it' }],
    [
      "a bot's comment (the bot's own answers among them)",
      {
        body: '/ev list',
        author: { login: 'github-actions[bot]', type: 'Bot' },
      },
    ],
    ['any command with commands: false', { body: '/ev list' }, { commands: 'false' }],
  ])('%s', async (_what, comment, inputs = {}) => {
    const { outcome, requests } = await answer(comment, { inputs });
    expect(outcome).toEqual({ command: '' });
    expect(requests).toEqual([]);
    expect(recorded.summary).toBe('');
  });
});

test('someone who is neither a member, a collaborator nor the author: a confused reaction, no answer', async () => {
  const {
    outcome,
    reactions,
    answer: posted,
  } = await answer({
    body: '/ev list',
    author: { login: 'passer-by', type: 'User' },
    association: 'NONE',
  });
  expect(outcome).toEqual({ command: '' });
  expect(reactions).toEqual(['confused']);
  expect(posted).toBeUndefined();
  expect(recorded.info.join('\n')).toContain('passer-by is not a member');
});

describe('a member’s command', () => {
  test('eyes, then a new comment with the CLI’s output; the summary has it too', async () => {
    const { outcome, reactions, answer: posted } = await answer({ body: '/ev list' });
    expect(reactions).toEqual(['eyes']);
    expect(outcome.command).toBe('list');
    expect(outcome.commentUrl).toMatch(/#issuecomment-\d+$/);
    expect(posted).toContain(tickId);
    expect(recorded.summary).toBe(posted);
    expect(gh.violations).toEqual([]);
  });

  test('`/evolving` with no command, and an unknown command, are answered with the help', async () => {
    const help = await answer({ body: '/evolving' });
    expect(help.outcome.command).toBe('help');
    expect(help.answer).toContain('/ev why');
    const unknown = await answer({ body: '/ev frobnicate' });
    expect(unknown.outcome.command).toBe('');
    expect(unknown.answer).toContain('Unknown command `frobnicate`');
  });

  test('`why` given a tick id: the answer points to the selectors its grounds are bound to', async () => {
    const { answer: posted } = await answer({ body: `/ev why ${tickId}` });
    expect(posted).toContain("takes a test selector (what a ground's check runs), not a tick id");
    expect(posted).toContain('grep -q maxAttempts src/app.ts');
  });

  test('without a token: the answer is in the job summary only', async () => {
    const { outcome, requests } = await answer({ body: '/ev list' }, { client: false });
    expect(outcome).toEqual({ command: 'list' });
    expect(requests).toEqual([]);
    expect(recorded.summary).toContain(tickId);
    expect(recorded.warnings).toContain('No token: the answer is in the job summary only.');
  });

  test('the answer cannot be posted: the outcome carries the failure, the summary the answer', async () => {
    gh.addFault(faults.forbidden(ROUTES.createComment));
    const { outcome } = await answer({ body: '/ev list' });
    expect(outcome.command).toBe('list');
    expect(outcome.commentUrl).toBeUndefined();
    expect(outcome.failure).toMatch(
      new RegExp(`^Could not post the answer to ${scenario.number}: .*403`),
    );
    expect(recorded.summary).toContain(tickId);
  });

  test('the reaction is refused: a warning, and the answer is still posted', async () => {
    gh.addFault(faults.forbidden(REACTIONS));
    const { outcome, answer: posted } = await answer({ body: '/ev list' });
    expect(recorded.warnings.join('\n')).toMatch(/^Could not acknowledge the command: /);
    expect(posted).toContain(tickId);
    expect(outcome.commentUrl).toBeDefined();
  });

  test('a working directory reached through a link: the refusal is the answer, nothing is read there', async () => {
    symlinkSync(scenario.dir, join(scenario.dir, 'elsewhere'));
    const { outcome, answer: posted } = await answer(
      { body: '/ev list' },
      { inputs: { 'working-directory': 'elsewhere' } },
    );
    expect(outcome.command).toBe('list');
    expect(posted).toContain('working-directory elsewhere: elsewhere is a symbolic link');
    expect(posted).not.toContain(tickId);
  });
});
