// The fake must work with the real client stack the action uses:
// @actions/github's Octokit with the retry and throttling plugins, run as a
// child process through runAction (those packages are ESM-only, so jest
// never imports them). This checks pagination via Link headers, recovery
// from 5xx, waiting out a secondary rate limit and surviving a 403.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { forkPullRequestEvent } from '../../test-support/events.js';
import { faults, startFakeGitHub, type FakeGitHub } from '../../test-support/fake-github.js';
import { runAction } from '../../test-support/run-action.js';

const OCTOKIT_ACTION = `
import * as core from '@actions/core';
import { context, getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

// As the action's client (src/adapters/github/client.ts): writes not spaced 1 s (3 s for a
// comment) apart. And a retry-after second waited out as a millisecond, as the retries' base.
const unspaced = { key: () => ({ schedule: (_options, task, ...args) => task(...args) }) };
const octokit = getOctokit(
  core.getInput('token'),
  {
    retry: { retryAfterBaseValue: 1 },
    throttle: {
      write: unspaced,
      notifications: unspaced,
      retryAfterBaseValue: 1,
      onRateLimit: () => false,
      onSecondaryRateLimit: (_after, _options, _octokit, count) => count < 1,
    },
  },
  retry,
  throttling,
);
const { owner, repo } = context.repo;
const pull = context.payload.pull_request;
const files = await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: pull.number, per_page: 100 });
core.setOutput('files', String(files.length));
const check = await octokit.rest.checks.create({ owner, repo, name: 'ev', head_sha: pull.head.sha, status: 'in_progress' });
const done = await octokit.rest.checks.update({
  owner, repo, check_run_id: check.data.id, conclusion: 'neutral',
  output: { title: 'ev', summary: 'done', annotations: [{ path: 'a.txt', start_line: 1, end_line: 1, annotation_level: 'notice', message: 'n' }] },
});
core.setOutput('check-run-url', done.data.html_url);
try {
  await octokit.rest.issues.createComment({ owner, repo, issue_number: pull.number, body: 'hello' });
} catch (error) {
  core.warning('comment skipped: ' + error.status + ' ' + error.message);
}
await core.summary.addHeading('ev').write();
`;

let root: string;
let gh: FakeGitHub;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ev-octokit-'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'index.mjs'), OCTOKIT_ACTION);
  // Bare imports in the throwaway action resolve through this link to the project's packages.
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  gh = await startFakeGitHub({
    token: 'ghs_octokit',
    files: Array.from({ length: 230 }, (_, i) => `f${i}.txt`),
    pullRequests: [{ number: 7, fork: true }],
    faults: [
      faults.serverError('checks/create', 2),
      faults.secondaryRateLimit('checks/update'),
      faults.forbidden('issues/create-comment'),
    ],
  });
});

afterAll(async () => {
  await gh.close();
  rmSync(root, { recursive: true, force: true });
});

it('works with @actions/github + retry + throttling, including faults', async () => {
  const result = await runAction({
    workspace: root,
    event: forkPullRequestEvent({ number: 7 }),
    apiUrl: gh.url,
    bundle: join(root, 'dist', 'index.mjs'),
    token: 'ghs_octokit',
  });

  expect(result.stderr).toBe('');
  expect(result.exitCode).toBe(0);
  expect(result.outputs.files).toBe('230');
  expect(result.outputs['check-run-url']).toBe(
    `https://github.com/octo-org/octo-repo/runs/${gh.checkRuns[0]?.id}`,
  );
  expect(result.commands).toEqual([
    expect.objectContaining({
      command: 'warning',
      message: expect.stringMatching(
        /^comment skipped: 403 Resource not accessible by integration/,
      ),
    }),
  ]);
  expect(result.summary).toBe('<h1>ev</h1>\n');
  expect(gh.requestsTo('pulls/list-files').map((r) => r.query.page ?? '1')).toEqual([
    '1',
    '2',
    '3',
  ]);
  expect(gh.requestsTo('checks/create').map((r) => r.status)).toEqual([502, 502, 201]);
  expect(gh.requestsTo('checks/update').map((r) => r.status)).toEqual([403, 200]);
  expect(gh.checkRuns[0]).toMatchObject({
    conclusion: 'neutral',
    annotations: [expect.objectContaining({ path: 'a.txt' })],
  });
  expect(gh.requests.every((r) => r.headers.authorization === 'token ghs_octokit')).toBe(true);
  expect(gh.violations).toEqual([]);
});
