// Smoke tests of the runner emulation: a throwaway action (a few lines of
// ESM) is run through runAction against the fake GitHub, and everything the
// runner would collect must come back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseActionInputs } from '../../test-support/action-yml.js';
import { pullRequestEvent } from '../../test-support/events.js';
import { startFakeGitHub, type FakeGitHub } from '../../test-support/fake-github.js';
import { annotationCommands, inputEnvName, runAction } from '../../test-support/run-action.js';
import { parseFileCommand, parseWorkflowCommands } from '../../test-support/workflow-commands.js';

const SMOKE_ACTION = `
import { appendFileSync } from 'node:fs';
const env = process.env;
const foo = env.INPUT_FOO;
appendFileSync(env.GITHUB_OUTPUT, 'greeting=hello ' + foo + '\\n');
appendFileSync(env.GITHUB_OUTPUT, 'multi<<ghadelimiter_1\\nline 1\\nline=2\\nghadelimiter_1\\n');
appendFileSync(env.GITHUB_STEP_SUMMARY, '# Summary for ' + foo + '\\n');
console.log('::warning file=a.txt,line=3::hi');
console.log('::error file=src/x%2Cy.ts,line=1,title=a%3Ab::two%0Alines 100%25');
console.log('::stop-commands::pause1');
console.log('::warning::not a command while stopped');
console.log('::pause1::');
console.error('::notice::from stderr');
const response = await fetch(env.GITHUB_API_URL + '/repos/' + env.GITHUB_REPOSITORY + '/issues/7/comments', {
  method: 'POST',
  headers: { authorization: 'token ' + env.INPUT_TOKEN, 'content-type': 'application/json', 'user-agent': 'smoke' },
  body: JSON.stringify({ body: 'from the action' }),
});
appendFileSync(env.GITHUB_OUTPUT, 'status=' + response.status + '\\n');
appendFileSync(env.GITHUB_OUTPUT, 'seen=' + JSON.stringify({
  cwd: process.cwd(),
  runChecks: env['INPUT_RUN-CHECKS'],
  event: env.GITHUB_EVENT_NAME,
  sha: env.GITHUB_SHA,
  ref: env.GITHUB_REF,
  headRef: env.GITHUB_HEAD_REF,
  secret: env.SECRET_FROM_PARENT ?? null,
}) + '\\n');
process.exitCode = 3;
`;

const ACTION_YML = `name: smoke
description: a throwaway action
inputs:
  token:
    description: >
      The token; a folded
      description over two lines.
    default: \${{ github.token }}
  foo:
    description: 'greeting target' # a comment
    required: true
  run-checks:
    description: "kept hyphen"
    default: 'false'
runs:
  using: node24
  main: dist/index.mjs
`;

let root: string;
let bundle: string;
let workspace: string;
let gh: FakeGitHub;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ev-smoke-'));
  mkdirSync(join(root, 'dist'));
  bundle = join(root, 'dist', 'index.mjs');
  writeFileSync(bundle, SMOKE_ACTION);
  writeFileSync(join(root, 'action.yml'), ACTION_YML);
  workspace = join(root, 'workspace');
  mkdirSync(workspace);
  gh = await startFakeGitHub({ token: 'ghs_smoke' });
});

afterAll(async () => {
  await gh.close();
  rmSync(root, { recursive: true, force: true });
});

describe('runAction', () => {
  it('runs the bundle like a runner and collects outputs, summary, commands and API calls', async () => {
    process.env.SECRET_FROM_PARENT = 'must not leak';
    const event = pullRequestEvent({ number: 7 });
    const result = await runAction({
      workspace,
      event,
      apiUrl: gh.url,
      bundle,
      token: 'ghs_smoke',
      inputs: { foo: 'world', extra: 1 },
    }).finally(() => delete process.env.SECRET_FROM_PARENT);

    expect(result.exitCode).toBe(3);
    expect(result.outputs).toMatchObject({
      greeting: 'hello world',
      multi: 'line 1\nline=2',
      status: '201',
    });
    expect(JSON.parse(result.outputs.seen ?? '{}')).toEqual({
      cwd: workspace,
      runChecks: 'false',
      event: 'pull_request',
      sha: event.sha,
      ref: 'refs/pull/7/merge',
      headRef: 'feature-7',
      secret: null,
    });
    expect(result.summary).toBe('# Summary for world\n');
    expect(
      result.commands.map(({ command, properties, message, stream }) => ({
        command,
        properties,
        message,
        stream,
      })),
    ).toEqual([
      {
        command: 'warning',
        properties: { file: 'a.txt', line: '3' },
        message: 'hi',
        stream: 'stdout',
      },
      {
        command: 'error',
        properties: { file: 'src/x,y.ts', line: '1', title: 'a:b' },
        message: 'two\nlines 100%',
        stream: 'stdout',
      },
      { command: 'notice', properties: {}, message: 'from stderr', stream: 'stderr' },
    ]);
    expect(annotationCommands(result.commands)).toHaveLength(3);
    expect(result.problems).toEqual(["Unexpected input(s) 'extra'"]);
    expect(result.env).toMatchObject({
      INPUT_TOKEN: 'ghs_smoke',
      INPUT_FOO: 'world',
      'INPUT_RUN-CHECKS': 'false',
      INPUT_EXTRA: '1',
    });
    expect(gh.comments).toEqual([
      expect.objectContaining({ issueNumber: 7, body: 'from the action' }),
    ]);
    expect(gh.requestsTo('issues/create-comment')[0]?.headers['user-agent']).toBe('smoke');
    expect(gh.violations).toEqual([]);
  });

  it('takes the bundle from EV_ACTION_BUNDLE', async () => {
    const previous = process.env.EV_ACTION_BUNDLE;
    process.env.EV_ACTION_BUNDLE = join(root, 'missing.js');
    try {
      await expect(
        runAction({ workspace, event: pullRequestEvent(), apiUrl: gh.url }),
      ).rejects.toThrow(/missing\.js does not exist/);
    } finally {
      if (previous === undefined) delete process.env.EV_ACTION_BUNDLE;
      else process.env.EV_ACTION_BUNDLE = previous;
    }
  });
});

describe('runner parsing rules', () => {
  it('names inputs as the runner does: upper case, spaces to _, hyphens kept', () => {
    expect(inputEnvName('run-checks')).toBe('INPUT_RUN-CHECKS');
    expect(inputEnvName('my input')).toBe('INPUT_MY_INPUT');
  });

  it('reads inputs and defaults from action.yml', () => {
    expect(parseActionInputs(ACTION_YML)).toEqual([
      { name: 'token', required: false, default: '${{ github.token }}' },
      { name: 'foo', required: true },
      { name: 'run-checks', required: false, default: 'false' },
    ]);
  });

  it('parses file commands and reports a missing heredoc delimiter', () => {
    expect(parseFileCommand('a=1\nb<<EOF\nx\n\ny\nEOF\na=2\n')).toEqual({
      values: { a: '2', b: 'x\n\ny' },
      problems: [],
    });
    expect(parseFileCommand('b<<EOF\nx\n').problems).toEqual([
      'line 1: no matching delimiter "EOF" for b',
    ]);
  });

  it('parses only lines that start with :: as commands', () => {
    const commands = parseWorkflowCommands(
      'plain\n  ::debug::indented\r\nno::warning::x\n::group::G\n',
      'stdout',
    );
    expect(commands.map((c) => [c.command, c.message, c.line])).toEqual([
      ['debug', 'indented', 2],
      ['group', 'G', 4],
    ]);
  });
});
