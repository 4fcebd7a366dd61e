// Self-tests of the fake GitHub: it must accept what github.com accepts,
// refuse (and record) what github.com refuses, paginate like GitHub, and
// inject faults on request. Plain fetch stands in for Octokit here.
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  faults,
  startFakeGitHub,
  type FakeGitHub,
  type FakeGitHubOptions,
  type ViolationKind,
} from '../../test-support/fake-github.js';
import { annotationPathProblem } from '../../test-support/github-limits.js';

const SHA = 'a'.repeat(40);
const REPO = '/repos/octo-org/octo-repo';

let gh: FakeGitHub | undefined;

afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

/** A fake that also checks its own responses against the description. */
async function start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  gh = await startFakeGitHub({ validateResponses: true, ...options });
  return gh;
}

interface Answer {
  status: number;
  json: unknown;
  headers: Headers;
}

async function call(
  server: FakeGitHub,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const init: RequestInit = {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: 'token t',
      'user-agent': 'fake-github-test',
    },
  };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json; charset=utf-8';
  }
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    json: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

function annotation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    path: 'src/a.ts',
    start_line: 3,
    end_line: 3,
    annotation_level: 'warning',
    message: 'm',
    ...overrides,
  };
}

function checkRun(
  overrides: Record<string, unknown> = {},
  annotations = [annotation()],
): Record<string, unknown> {
  return {
    name: 'ev',
    head_sha: SHA,
    status: 'in_progress',
    output: { title: 't', summary: 's', annotations },
    ...overrides,
  };
}

function kinds(server: FakeGitHub): ViolationKind[] {
  return server.violations.map((v) => v.kind);
}

/** Follows `Link: rel="next"` from `path`, as Octokit's paginate does (bounded). */
async function fetchAllPages(
  server: FakeGitHub,
  path: string,
): Promise<{ items: unknown[]; pages: number }> {
  const items: unknown[] = [];
  let url: string | undefined = `${server.url}${path}`;
  let pages = 0;
  while (url && pages < 50) {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    items.push(...((await response.json()) as unknown[]));
    pages += 1;
    url = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return { items, pages };
}

describe('valid requests', () => {
  it('creates, lists, updates and reads issue comments with GitHub-shaped responses', async () => {
    const server = await start();
    const created = await call(server, 'POST', `${REPO}/issues/7/comments`, { body: 'hello' });
    expect(created.status).toBe(201);
    const comment = created.json as {
      id: number;
      html_url: string;
      url: string;
      user: { login: string };
    };
    expect(comment.url).toBe(`${server.url}${REPO}/issues/comments/${comment.id}`);
    expect(comment.html_url).toBe(
      `https://github.com/octo-org/octo-repo/pull/7#issuecomment-${comment.id}`,
    );
    expect(comment.user.login).toBe('github-actions[bot]');
    expect(created.headers.get('location')).toBe(comment.url);

    const updated = await call(server, 'PATCH', `${REPO}/issues/comments/${comment.id}`, {
      body: 'bye',
    });
    expect(updated.status).toBe(200);
    const listed = await call(server, 'GET', `${REPO}/issues/7/comments?per_page=100`);
    expect(listed.json).toEqual([expect.objectContaining({ id: comment.id, body: 'bye' })]);
    expect((await call(server, 'GET', `${REPO}/issues/comments/${comment.id}`)).status).toBe(200);
    expect(server.comments).toEqual([expect.objectContaining({ issueNumber: 7, body: 'bye' })]);
    expect(server.violations).toEqual([]);
  });

  it('keeps every annotation across a check run create and its updates', async () => {
    const server = await start();
    const fifty = Array.from({ length: 50 }, (_, i) =>
      annotation({ start_line: i + 1, end_line: i + 1 }),
    );
    const created = await call(server, 'POST', `${REPO}/check-runs`, checkRun({}, fifty));
    expect(created.status).toBe(201);
    const { id } = created.json as { id: number };
    const more = {
      output: {
        title: 't',
        summary: 's2',
        annotations: [annotation({ annotation_level: 'failure' })],
      },
    };
    const done = await call(server, 'PATCH', `${REPO}/check-runs/${id}`, {
      ...more,
      conclusion: 'failure',
    });
    expect(done.json).toMatchObject({
      id,
      status: 'completed',
      conclusion: 'failure',
      output: { annotations_count: 51 },
    });
    const read = await call(server, 'GET', `${REPO}/check-runs/${id}`);
    expect(read.json).toMatchObject({ id, head_sha: SHA, name: 'ev', conclusion: 'failure' });
    const run = server.checkRuns[0];
    expect(run?.annotations).toHaveLength(51);
    expect(run?.output.summary).toBe('s2');
    expect(run?.writes).toBe(2);
    const listed = await fetchAllPages(server, `${REPO}/check-runs/${id}/annotations?per_page=20`);
    expect(listed).toMatchObject({ pages: 3 });
    expect(listed.items).toHaveLength(51);
    const forRef = await call(server, 'GET', `${REPO}/commits/${SHA}/check-runs?check_name=ev`);
    expect(forRef.json).toMatchObject({ total_count: 1 });
    expect(server.violations).toEqual([]);
  });

  it('adds reactions to an issue comment as GitHub does: 201 once, 200 for the same again', async () => {
    const server = await start({ comments: [{ issueNumber: 7, body: '/ev list' }] });
    const id = server.comments[0]?.id as number;
    const first = await call(server, 'POST', `${REPO}/issues/comments/${id}/reactions`, {
      content: 'eyes',
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ content: 'eyes', user: { login: 'github-actions[bot]' } });
    const again = await call(server, 'POST', `${REPO}/issues/comments/${id}/reactions`, {
      content: 'eyes',
    });
    expect(again.status).toBe(200);
    expect((again.json as { id: number }).id).toBe((first.json as { id: number }).id);
    await call(server, 'POST', `${REPO}/issues/comments/${id}/reactions`, { content: 'confused' });
    const listed = await call(server, 'GET', `${REPO}/issues/comments/${id}/reactions`);
    expect((listed.json as { content: string }[]).map((r) => r.content)).toEqual([
      'eyes',
      'confused',
    ]);
    expect(server.reactions.map((r) => [r.commentId, r.content])).toEqual([
      [id, 'eyes'],
      [id, 'confused'],
    ]);
    expect(server.violations).toEqual([]);
  });

  it('answers 404 for a reaction on a comment that does not exist, 422 for an unknown content', async () => {
    const server = await start({ comments: [{ issueNumber: 7, body: 'x' }] });
    const missing = await call(server, 'POST', `${REPO}/issues/comments/999/reactions`, {
      content: 'eyes',
    });
    expect(missing.status).toBe(404);
    expect(server.violations).toEqual([]);
    const id = server.comments[0]?.id as number;
    const bad = await call(server, 'POST', `${REPO}/issues/comments/${id}/reactions`, {
      content: 'thumbs',
    });
    expect(bad.status).toBe(422);
    expect(kinds(server)).toEqual(['body-schema']);
    expect(server.reactions).toEqual([]);
  });

  it('serves the repository, the rate limit, an issue and a fork pull request', async () => {
    const server = await start({ pullRequests: [{ number: 9, fork: true, headSha: SHA }] });
    expect((await call(server, 'GET', REPO)).json).toMatchObject({
      full_name: 'octo-org/octo-repo',
      default_branch: 'main',
    });
    expect((await call(server, 'GET', '/rate_limit')).status).toBe(200);
    expect((await call(server, 'GET', `${REPO}/issues/9`)).json).toMatchObject({
      number: 9,
      pull_request: {},
    });
    const pull = (await call(server, 'GET', `${REPO}/pulls/9`)).json as {
      head: { sha: string; repo: { fork: boolean; full_name: string } };
      base: { repo: { full_name: string } };
    };
    expect(pull.head.sha).toBe(SHA);
    expect(pull.head.repo).toMatchObject({ fork: true, full_name: 'fork-owner/octo-repo' });
    expect(pull.base.repo.full_name).toBe('octo-org/octo-repo');
    expect(server.violations).toEqual([]);
  });

  it('lists pull requests filtered by state and by head `owner:branch`, as GitHub does', async () => {
    const server = await start({
      pullRequests: [
        { number: 3, fork: true, forkOwner: 'Outsider', headRef: 'fix', headSha: SHA },
        { number: 4, fork: true, forkOwner: 'outsider', headRef: 'fix', headSha: 'b'.repeat(40) },
        { number: 5, fork: true, forkOwner: 'outsider', headRef: 'fix', state: 'closed' },
        { number: 6, headRef: 'fix' },
      ],
    });
    const numbers = async (query: string) =>
      ((await call(server, 'GET', `${REPO}/pulls${query}`)).json as Array<{ number: number }>).map(
        (pull) => pull.number,
      );
    expect(await numbers('')).toEqual([6, 4, 3]);
    expect(await numbers('?state=open&head=outsider:fix')).toEqual([4, 3]);
    expect(await numbers('?state=all&head=OUTSIDER:fix')).toEqual([5, 4, 3]);
    expect(await numbers('?head=octo-org:fix')).toEqual([6]);
    expect(await numbers('?head=outsider:other')).toEqual([]);
    const [listed] = (await call(server, 'GET', `${REPO}/pulls?head=outsider:fix&per_page=1`))
      .json as Array<{ head: { sha: string; label: string }; mergeable?: unknown }>;
    expect(listed?.head).toMatchObject({ sha: 'b'.repeat(40), label: 'outsider:fix' });
    expect(listed).not.toHaveProperty('mergeable'); // the simple form, as listings are
    expect(server.violations).toEqual([]);
  });

  it('answers GET /user for a person’s token and refuses an installation token with 403', async () => {
    const person = { login: 'release-manager', id: 77, type: 'User' as const };
    const asPerson = await start({ actor: person });
    expect((await call(asPerson, 'GET', '/user')).json).toMatchObject({
      login: 'release-manager',
      id: 77,
      type: 'User',
    });
    // The action's comments are authored by whoever the token is.
    await call(asPerson, 'POST', `${REPO}/issues/7/comments`, { body: 'x' });
    expect(asPerson.comments[0]?.user).toEqual(person);
    expect(asPerson.violations).toEqual([]);
    await asPerson.close();

    const asBot = await start();
    const refused = await call(asBot, 'GET', '/user');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: 'Resource not accessible by integration' });
    await call(asBot, 'POST', `${REPO}/issues/7/comments`, { body: 'x' });
    expect(asBot.comments[0]?.user.type).toBe('Bot');
    expect(asBot.violations).toEqual([]);
  });

  it('records method, path, route, query, body and headers of every request', async () => {
    const server = await start();
    await call(server, 'POST', `${REPO}/issues/7/comments`, { body: 'x' });
    await call(server, 'GET', `${REPO}/issues/7/comments?per_page=5`);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      operationId: 'issues/create-comment',
      params: { owner: 'octo-org', repo: 'octo-repo', issue_number: '7' },
      body: { body: 'x' },
      status: 201,
      headers: expect.objectContaining({
        authorization: 'token t',
        'user-agent': 'fake-github-test',
      }),
    });
    expect(server.requests[1]?.query).toEqual({ per_page: '5' });
    expect(server.requestsTo('issues/create-comment')).toHaveLength(1);
    expect(
      server.requestsTo('GET /repos/{owner}/{repo}/issues/{issue_number}/comments'),
    ).toHaveLength(1);
    expect(server.requestsTo('/repos/{owner}/{repo}/issues/{issue_number}/comments')).toHaveLength(
      2,
    );
  });

  it('serves under /api/v3 like GitHub Enterprise Server when asked', async () => {
    const server = await start({ apiPrefix: '/api/v3' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/);
    expect((await call(server, 'GET', REPO)).status).toBe(200);
    const outside = await fetch(`${server.url.replace('/api/v3', '')}${REPO}`);
    expect(outside.status).toBe(404);
    expect(kinds(server)).toEqual(['unknown-route']);
  });
});

describe('violations', () => {
  it('refuses a field of the wrong type', async () => {
    const server = await start();
    const answer = await call(server, 'POST', `${REPO}/issues/7/comments`, { body: 123 });
    expect(answer.status).toBe(422);
    expect(server.violations).toEqual([
      expect.objectContaining({
        kind: 'body-schema',
        message: 'body/body must be string',
        operationId: 'issues/create-comment',
      }),
    ]);
    expect(server.comments).toEqual([]);
  });

  it('refuses a field the operation does not have (a typo GitHub would silently drop)', async () => {
    const server = await start();
    await call(server, 'POST', `${REPO}/check-runs`, checkRun({ conclussion: 'success' }));
    expect(server.violations.map((v) => v.message)).toEqual([
      'body/conclussion is not a property GitHub accepts here',
    ]);
    expect(server.checkRuns).toEqual([]);
  });

  it('refuses a 51st annotation in one request', async () => {
    const server = await start();
    const many = Array.from({ length: 51 }, () => annotation());
    const answer = await call(server, 'POST', `${REPO}/check-runs`, checkRun({}, many));
    expect(answer.status).toBe(422);
    expect(server.violations.map((v) => v.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('output.annotations has 51 items')]),
    );
  });

  it('refuses an annotation level that is not notice|warning|failure', async () => {
    const server = await start();
    await call(
      server,
      'POST',
      `${REPO}/check-runs`,
      checkRun({}, [annotation({ annotation_level: 'error' })]),
    );
    expect(kinds(server)).toEqual(expect.arrayContaining(['body-schema', 'limit']));
    expect(server.violations.every((v) => v.message.includes('annotation_level'))).toBe(true);
  });

  it.each(['/abs/src/a.ts', '../outside.ts', 'src\\a.ts', 'C:/src/a.ts'])(
    'refuses annotation path %s',
    async (path) => {
      const server = await start();
      await call(server, 'PATCH', `${REPO}/check-runs/1`, {
        output: { title: 't', summary: 's', annotations: [annotation({ path })] },
      });
      expect(server.violations).toEqual([
        expect.objectContaining({
          kind: 'limit',
          message: expect.stringContaining(`path "${path}"`),
        }),
      ]);
    },
  );

  it('refuses a comment body over 65,536 characters but accepts exactly 65,536', async () => {
    const server = await start();
    expect(
      (await call(server, 'POST', `${REPO}/issues/7/comments`, { body: 'x'.repeat(65_536) }))
        .status,
    ).toBe(201);
    expect(server.violations).toEqual([]);
    expect(
      (await call(server, 'POST', `${REPO}/issues/7/comments`, { body: '😀'.repeat(65_537) }))
        .status,
    ).toBe(422);
    expect(server.violations).toEqual([
      expect.objectContaining({
        kind: 'limit',
        message: expect.stringContaining('65537 characters'),
      }),
    ]);
  });

  it('measures check run summary and text in UTF-8 bytes', async () => {
    const server = await start();
    const summary = 'é'.repeat(40_000); // 40,000 characters, 80,000 bytes
    await call(
      server,
      'POST',
      `${REPO}/check-runs`,
      checkRun({ output: { title: 't', summary, text: 'ok' } }),
    );
    expect(server.violations.map((v) => v.message)).toEqual([
      'output.summary is 80000 bytes; maximum is 65535',
    ]);
  });

  it('refuses a long annotation title, a short head_sha and completion without a conclusion', async () => {
    const server = await start();
    await call(
      server,
      'POST',
      `${REPO}/check-runs`,
      checkRun({ head_sha: 'abc123', status: 'completed' }, [
        annotation({ title: 't'.repeat(256) }),
      ]),
    );
    expect(server.violations.map((v) => v.message).sort()).toEqual([
      'conclusion is required when status is completed or completed_at is given',
      'head_sha "abc123" is not a 40-character lowercase hex commit sha',
      'output.annotations[0].title is longer than 255 characters',
    ]);
  });

  it('answers an unknown route or method with 404', async () => {
    const server = await start();
    expect((await call(server, 'GET', `${REPO}/no-such-thing`)).status).toBe(404);
    expect((await call(server, 'DELETE', `${REPO}/check-runs`)).status).toBe(404);
    expect(kinds(server)).toEqual(['unknown-route', 'unknown-route']);
  });

  it('matches literal path segments before parameters', async () => {
    const server = await start();
    await call(server, 'GET', `${REPO}/issues/comments`); // not /issues/{issue_number}
    expect(server.violations).toEqual([
      expect.objectContaining({
        kind: 'unimplemented',
        operationId: 'issues/list-comments-for-repo',
      }),
    ]);
  });

  it('flags a valid GitHub route the fake does not implement', async () => {
    const server = await start();
    expect((await call(server, 'GET', `${REPO}/branches`)).status).toBe(404);
    expect(server.violations).toEqual([
      expect.objectContaining({ kind: 'unimplemented', operationId: 'repos/list-branches' }),
    ]);
  });

  it('validates path and query parameters', async () => {
    const server = await start();
    await call(server, 'GET', `${REPO}/issues/seven/comments`);
    await call(server, 'GET', `${REPO}/issues/7/comments?per_page=many`);
    await call(server, 'GET', `${REPO}/issues/7/comments?perpage=5`);
    expect(server.violations.map((v) => [v.kind, v.message])).toEqual([
      ['path-param', 'path /issue_number must be integer'],
      ['query-param', 'query /per_page must be integer'],
      ['query-param', 'query parameter "perpage" is not accepted by issues/list-comments'],
    ]);
  });

  it('refuses malformed JSON and a repository other than the one under test', async () => {
    const server = await start();
    expect((await call(server, 'POST', `${REPO}/issues/7/comments`, '{"body":')).status).toBe(400);
    expect((await call(server, 'GET', '/repos/fork-owner/octo-repo')).status).toBe(404);
    expect(kinds(server)).toEqual(['body-json', 'unknown-repository']);
  });

  it('answers 401 when a token is required and the request carries another', async () => {
    const server = await start({ token: 'right' });
    expect((await call(server, 'GET', REPO)).status).toBe(401); // call() sends "token t"
    const right = await fetch(`${server.url}${REPO}`, {
      headers: { authorization: 'Bearer right' },
    });
    expect(right.status).toBe(200);
    expect(kinds(server)).toEqual(['auth']);
  });

  it('lists why a path cannot carry an annotation', () => {
    expect(annotationPathProblem('src/a.ts')).toBeUndefined();
    expect(annotationPathProblem('.evolving/ticks/x.md')).toBeUndefined();
    expect(annotationPathProblem('./a.ts')).toBe('contains a . segment');
    expect(annotationPathProblem('a//b')).toMatch(/empty segment/);
    expect(annotationPathProblem('')).toBe('is empty');
  });
});

describe('pagination', () => {
  it('pages pull request files with per_page/page and Link headers, capped at 3,000', async () => {
    const files = Array.from({ length: 3005 }, (_, i) => `dir/file-${i}.txt`);
    const server = await start({ files });
    const first = await call(server, 'GET', `${REPO}/pulls/7/files?per_page=100`);
    const link = first.headers.get('link') ?? '';
    expect(link).toContain(`<${server.url}${REPO}/pulls/7/files?per_page=100&page=2>; rel="next"`);
    expect(link).toContain(`<${server.url}${REPO}/pulls/7/files?per_page=100&page=30>; rel="last"`);
    const all = await fetchAllPages(server, `${REPO}/pulls/7/files?per_page=100`);
    expect(all.pages).toBe(30);
    expect(all.items).toHaveLength(3000);
    expect((all.items[2999] as { filename: string }).filename).toBe('dir/file-2999.txt');
    expect((await call(server, 'GET', `${REPO}/pulls/7`)).json).toMatchObject({
      changed_files: 3005,
    });
    expect(server.violations).toEqual([]);
  });

  it('pages issue comments 30 at a time by default, with prev/first links after page 1', async () => {
    const comments = Array.from({ length: 75 }, (_, i) => ({ issueNumber: 7, body: `c${i}` }));
    const server = await start({ comments });
    const second = await call(server, 'GET', `${REPO}/issues/7/comments?page=2`);
    expect(second.json).toHaveLength(30);
    expect(second.headers.get('link')).toMatch(/rel="prev".*rel="next".*rel="last".*rel="first"/);
    const all = await fetchAllPages(server, `${REPO}/issues/7/comments`);
    expect(all.pages).toBe(3);
    expect(all.items.map((c) => (c as { body: string }).body)).toEqual(comments.map((c) => c.body));
    expect((await call(server, 'GET', `${REPO}/issues/8/comments`)).headers.get('link')).toBeNull();
  });
});

describe('faults', () => {
  it('answers 403 "Resource not accessible by integration" on a forbidden route', async () => {
    const server = await start({
      faults: [faults.forbidden('POST /repos/{owner}/{repo}/issues/{issue_number}/comments')],
    });
    const answer = await call(server, 'POST', `${REPO}/issues/7/comments`, { body: 'x' });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ message: 'Resource not accessible by integration' });
    expect((await call(server, 'GET', `${REPO}/issues/7/comments`)).status).toBe(200);
    expect(server.requests[0]?.fault?.status).toBe(403);
    expect(server.violations).toEqual([]);
  });

  it('answers 404 by operationId', async () => {
    const server = await start({ faults: [faults.notFound('pulls/get')] });
    expect((await call(server, 'GET', `${REPO}/pulls/7`)).status).toBe(404);
  });

  it('fails N times with 5xx, then succeeds', async () => {
    const server = await start({ faults: [faults.serverError('checks/create', 2)] });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await call(server, 'POST', `${REPO}/check-runs`, checkRun())).status);
    }
    expect(statuses).toEqual([502, 502, 201]);
    expect(server.checkRuns).toHaveLength(1);
    expect(server.requestsTo('checks/create')).toHaveLength(3);
  });

  it('answers a secondary rate limit once with retry-after', async () => {
    const server = await start();
    server.addFault(faults.secondaryRateLimit('*'));
    const limited = await call(server, 'GET', REPO);
    expect(limited.status).toBe(403);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((limited.json as { message: string }).message).toMatch(/secondary rate limit/);
    expect((await call(server, 'GET', REPO)).status).toBe(200);
  });

  it('answers a spent rate limit with x-ratelimit-remaining 0 and the reset', async () => {
    const server = await start();
    const before = Math.floor(Date.now() / 1000);
    server.addFault(faults.rateLimit('pulls/get', { resetIn: 30 }));
    const limited = await call(server, 'GET', `${REPO}/pulls/7`);
    expect(limited.status).toBe(403);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(before + 30);
    expect(reset).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 30);
    expect((limited.json as { message: string }).message).toMatch(/^API rate limit exceeded/);
    expect((await call(server, 'GET', `${REPO}/pulls/7`)).status).toBe(200);
  });

  it('still records a violation when a faulted request is also malformed', async () => {
    const server = await start({ faults: [faults.forbidden('checks/create')] });
    await call(server, 'POST', `${REPO}/check-runs`, checkRun({}, [annotation({ path: '/abs' })]));
    expect(kinds(server)).toEqual(['limit']);
  });
});

describe('latency', () => {
  it('holds each answer latencyMs before sending it, as a network would (benchmarks)', async () => {
    const server = await start({ latencyMs: 120 });
    const sent = Date.now();
    const [first, second] = await Promise.all([
      call(server, 'GET', `${REPO}/pulls/7`),
      call(server, 'GET', `${REPO}/issues/7/comments`),
    ]);
    // A timer never fires before its time: the lower bound cannot flake.
    expect(Date.now() - sent).toBeGreaterThanOrEqual(119);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(server.requests.map((r) => r.status)).toEqual([200, 200]);
  });
});
