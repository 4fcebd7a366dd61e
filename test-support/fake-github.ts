// A loopback fake of GitHub's REST API for end-to-end tests.
//
// Every request is checked against GitHub's published OpenAPI description
// (route, path and query parameters, JSON body) and against limits GitHub
// enforces but does not describe (see github-limits.ts). A problem is kept in
// `violations` and answered the way GitHub answers it (404 / 422), so a test
// that asserts `violations` is empty fails exactly where github.com would.
// Enough state is kept (comments, check runs, pull request files) for the
// action to run its whole flow; faults can be injected per route.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  acceptsJsonBody,
  lookupRoute,
  validateBody,
  validatePathParams,
  validateQuery,
  validateResponse,
  type Operation,
} from './openapi.js';
import { checkGitHubLimits } from './github-limits.js';
import { DEFAULT_BRANCH, DEFAULT_OWNER, DEFAULT_REPO } from './defaults.js';
import { FaultBook, routeMatches, type FaultRule, type RouteSpec } from './fake-github-faults.js';
import {
  ACTIONS_BOT,
  FakeGitHubStore,
  type FakePullFile,
  type FakePullRequestSeed,
  type FakeUser,
  type StoredCheckRun,
  type StoredComment,
  type StoredReaction,
} from './fake-github-store.js';

export { faults, type FaultRule, type RouteSpec } from './fake-github-faults.js';
export { fakeSha } from './defaults.js';
export {
  ACTIONS_BOT,
  MAX_LISTED_PULL_FILES,
  type FakePullFile,
  type FakePullRequestSeed,
  type FakeUser,
  type StoredAnnotation,
  type StoredCheckRun,
  type StoredComment,
  type StoredReaction,
} from './fake-github-store.js';

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** Changed files of every pull request not seeded otherwise. */
  files?: Array<string | FakePullFile>;
  pullRequests?: FakePullRequestSeed[];
  /** Comments that exist before the action runs (e.g. last run's sticky comment). */
  comments?: Array<{ issueNumber: number; body: string; user?: FakeUser }>;
  faults?: FaultRule[];
  /** When set, a request must carry `authorization: token <t>` (or Bearer), else 401. */
  token?: string;
  /**
   * Who the token acts as (default github-actions[bot], as GITHUB_TOKEN): the
   * author of the comments the action creates. `GET /user` answers a `User`
   * (a personal access token) and refuses a `Bot` with 403, as GitHub refuses
   * an installation token.
   */
  actor?: FakeUser;
  /** Serve under a prefix, as GitHub Enterprise Server does (`/api/v3`). */
  apiPrefix?: string;
  /** Base of `html_url`s; GITHUB_SERVER_URL. Default `https://github.com`. */
  serverUrl?: string;
  defaultBranch?: string;
  /** Also check the fake's own responses against the description (used by its self-tests). */
  validateResponses?: boolean;
  /**
   * How long each answer waits before it goes out, as GitHub's would over a
   * network (benchmarks: `bench:compare --github-latency`). Default 0: at once.
   */
  latencyMs?: number;
}

export type ViolationKind =
  | 'unknown-route'
  | 'unimplemented'
  | 'path-param'
  | 'query-param'
  | 'body-json'
  | 'body-schema'
  | 'limit'
  | 'auth'
  | 'unknown-repository'
  | 'response-schema'
  | 'fake-error';

export interface Violation {
  kind: ViolationKind;
  method: string;
  path: string;
  /** `POST /repos/{owner}/{repo}/check-runs` when the route is known. */
  route?: string;
  operationId?: string;
  message: string;
}

export interface RecordedRequest {
  method: string;
  /** Path without the query string and without `apiPrefix`. */
  path: string;
  /** `METHOD /template` when the route is known. */
  route?: string;
  operationId?: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** Parsed JSON body (undefined when there was none or it did not parse). */
  body: unknown;
  rawBody: string;
  headers: IncomingHttpHeaders;
  /** The status the fake answered with. */
  status: number;
  /** Set when an injected fault produced the answer. */
  fault?: FaultRule;
}

export interface FakeGitHub {
  /** API base URL (GITHUB_API_URL), e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly serverUrl: string;
  readonly owner: string;
  readonly repo: string;
  readonly requests: RecordedRequest[];
  readonly violations: Violation[];
  /** Live views of the state: every comment (all issues) and every check run. */
  readonly comments: StoredComment[];
  readonly checkRuns: StoredCheckRun[];
  /** Every reaction on every comment. */
  readonly reactions: StoredReaction[];
  readonly store: FakeGitHubStore;
  /** Recorded requests to a route (`'POST /repos/{owner}/{repo}/check-runs'`, `'checks/create'`, ...). */
  requestsTo(route: RouteSpec): RecordedRequest[];
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 at a free port. */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const fake = new FakeGitHubServer(options);
  await fake.listen();
  return fake;
}

// ---------------------------------------------------------------------------

type Query = Record<string, string | string[]>;

interface HandlerContext {
  params: Record<string, string>;
  query: Query;
  body: Record<string, unknown>;
  store: FakeGitHubStore;
  /** Absolute URL of this request's path (no query), for pagination links. */
  selfUrl: string;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (ctx: HandlerContext) => Reply;

const DOCS_URL = 'https://docs.github.com/rest';
/** A request body larger than this is refused outright (keeps a runaway loop bounded). */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

/** GitHub's error body: `{ message, documentation_url, status }`. */
function errorReply(status: number, message: string): Reply {
  return { status, body: { message, documentation_url: DOCS_URL, status: String(status) } };
}

function notFound(): Reply {
  return errorReply(404, 'Not Found');
}

function intParam(ctx: HandlerContext, name: string): number {
  return Number.parseInt(ctx.params[name] ?? '', 10);
}

function firstQuery(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** GitHub's page-number pagination: `per_page` (default 30, max 100), `page`, and a `Link` header. */
function paginate<T>(
  items: T[],
  ctx: HandlerContext,
): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Math.max(1, Number(firstQuery(ctx.query, 'per_page') ?? 30) || 30));
  const page = Math.max(1, Number(firstQuery(ctx.query, 'page') ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const pageUrl = (n: number): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(ctx.query)) {
      if (key !== 'page') for (const v of [value].flat()) search.append(key, v);
    }
    search.set('page', String(n));
    return `<${ctx.selfUrl}?${search.toString()}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${pageUrl(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${pageUrl(page + 1)}; rel="next"`, `${pageUrl(last)}; rel="last"`);
  if (page > 1) links.push(`${pageUrl(1)}; rel="first"`);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  return { page: slice, headers: links.length > 0 ? { link: links.join(', ') } : {} };
}

function paginated<T>(items: T[], ctx: HandlerContext): Reply {
  const { page, headers } = paginate(items, ctx);
  return { status: 200, body: page, headers };
}

/** The operations the fake implements, by operationId. */
const HANDLERS: Record<string, Handler> = {
  'repos/get': ({ store }) => ({ status: 200, body: store.repositoryJson() }),
  'rate-limit/get': ({ store }) => ({ status: 200, body: store.rateLimitJson(4999, resetEpoch()) }),
  'issues/get': (ctx) => ({
    status: 200,
    body: ctx.store.issueJson(intParam(ctx, 'issue_number')),
  }),
  'issues/list-comments': (ctx) => {
    const since = firstQuery(ctx.query, 'since');
    const comments = ctx.store
      .commentsOn(intParam(ctx, 'issue_number'))
      .filter((c) => since === undefined || c.updatedAt >= since)
      .map((c) => ctx.store.commentJson(c));
    return paginated(comments, ctx);
  },
  'issues/create-comment': (ctx) => {
    const comment = ctx.store.addComment(intParam(ctx, 'issue_number'), String(ctx.body.body));
    const json = ctx.store.commentJson(comment);
    return { status: 201, body: json, headers: { location: String(json.url) } };
  },
  'issues/get-comment': (ctx) =>
    withComment(ctx, (c) => ({ status: 200, body: ctx.store.commentJson(c) })),
  'issues/update-comment': (ctx) =>
    withComment(ctx, (c) => {
      ctx.store.updateComment(c, String(ctx.body.body));
      return { status: 200, body: ctx.store.commentJson(c) };
    }),
  'issues/delete-comment': (ctx) =>
    withComment(ctx, (c) => {
      ctx.store.deleteComment(c);
      return { status: 204 };
    }),
  'pulls/list': (ctx) =>
    paginated(
      ctx.store
        .listPulls({ state: firstQuery(ctx.query, 'state'), head: firstQuery(ctx.query, 'head') })
        .map((n) => ctx.store.pullSimpleJson(n)),
      ctx,
    ),
  'users/get-authenticated': ({ store }) =>
    store.actor.type === 'Bot'
      ? errorReply(403, 'Resource not accessible by integration')
      : { status: 200, body: store.authenticatedUserJson() },
  'reactions/create-for-issue-comment': (ctx) =>
    withComment(ctx, (c) => {
      const { reaction, created } = ctx.store.addReaction(c, String(ctx.body.content));
      return { status: created ? 201 : 200, body: ctx.store.reactionJson(reaction) };
    }),
  'reactions/list-for-issue-comment': (ctx) => {
    const content = firstQuery(ctx.query, 'content');
    return withComment(ctx, (c) =>
      paginated(
        ctx.store
          .reactionsOn(c.id)
          .filter((r) => content === undefined || r.content === content)
          .map((r) => ctx.store.reactionJson(r)),
        ctx,
      ),
    );
  },
  'pulls/get': (ctx) => ({ status: 200, body: ctx.store.pullJson(intParam(ctx, 'pull_number')) }),
  'pulls/list-files': (ctx) =>
    paginated(ctx.store.pullFilesJson(intParam(ctx, 'pull_number')), ctx),
  'checks/create': (ctx) => {
    const json = ctx.store.checkRunJson(ctx.store.createCheckRun(ctx.body));
    return { status: 201, body: json, headers: { location: String(json.url) } };
  },
  'checks/get': (ctx) =>
    withCheckRun(ctx, (run) => ({ status: 200, body: ctx.store.checkRunJson(run) })),
  'checks/update': (ctx) =>
    withCheckRun(ctx, (run) => {
      ctx.store.applyCheckRunWrite(run, ctx.body);
      return { status: 200, body: ctx.store.checkRunJson(run) };
    }),
  'checks/list-annotations': (ctx) =>
    withCheckRun(ctx, (run) =>
      paginated(
        run.annotations.map((a) => ctx.store.annotationJson(a)),
        ctx,
      ),
    ),
  'checks/list-for-ref': (ctx) => {
    const name = firstQuery(ctx.query, 'check_name');
    const status = firstQuery(ctx.query, 'status');
    const runs = ctx.store.checkRuns.filter(
      (run) =>
        run.headSha === ctx.params.ref &&
        (name === undefined || run.name === name) &&
        (status === undefined || run.status === status),
    );
    const { page, headers } = paginate(runs, ctx);
    return {
      status: 200,
      body: {
        total_count: runs.length,
        check_runs: page.map((run) => ctx.store.checkRunJson(run)),
      },
      headers,
    };
  },
};

function withComment(ctx: HandlerContext, then: (comment: StoredComment) => Reply): Reply {
  const comment = ctx.store.findComment(intParam(ctx, 'comment_id'));
  return comment ? then(comment) : notFound();
}

function withCheckRun(ctx: HandlerContext, then: (run: StoredCheckRun) => Reply): Reply {
  const run = ctx.store.findCheckRun(intParam(ctx, 'check_run_id'));
  return run ? then(run) : notFound();
}

function resetEpoch(): number {
  return Math.floor(Date.now() / 1000) + 3600;
}

function parseQuery(search: URLSearchParams): Query {
  const query: Query = {};
  for (const [key, value] of search) {
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else query[key] = [existing, value].flat();
  }
  return query;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES)
      throw new Error(`request body larger than ${MAX_REQUEST_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function routeName(operation: Operation): string {
  return `${operation.method} ${operation.template}`;
}

/** One request in flight: what was asked, what was found wrong, what to answer. */
interface Exchange {
  record: RecordedRequest;
  operation?: Operation;
  violations: Violation[];
}

class FakeGitHubServer implements FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly violations: Violation[] = [];
  readonly store: FakeGitHubStore;
  readonly serverUrl: string;
  private readonly server: Server;
  private readonly faultBook = new FaultBook();
  private readonly prefix: string;
  private origin = '';
  private rateRemaining = 5000;

  constructor(private readonly options: FakeGitHubOptions) {
    this.prefix = (options.apiPrefix ?? '').replace(/\/+$/, '');
    this.serverUrl = (options.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
    this.store = new FakeGitHubStore({
      owner: options.owner ?? DEFAULT_OWNER,
      repo: options.repo ?? DEFAULT_REPO,
      actor: options.actor ?? ACTIONS_BOT,
      apiUrl: () => this.url,
      serverUrl: this.serverUrl,
      files: options.files ?? [],
      defaultBranch: options.defaultBranch ?? DEFAULT_BRANCH,
    });
    for (const seed of options.pullRequests ?? []) this.store.seedPullRequest(seed);
    for (const c of options.comments ?? []) this.store.addComment(c.issueNumber, c.body, c.user);
    for (const rule of options.faults ?? []) this.faultBook.add(rule);
    this.server = createServer((request, response) => void this.handle(request, response));
  }

  get url(): string {
    return `${this.origin}${this.prefix}`;
  }

  get owner(): string {
    return this.store.owner;
  }

  get repo(): string {
    return this.store.repo;
  }

  get comments(): StoredComment[] {
    return this.store.comments;
  }

  get checkRuns(): StoredCheckRun[] {
    return this.store.checkRuns;
  }

  get reactions(): StoredReaction[] {
    return this.store.reactions;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
  }

  requestsTo(route: RouteSpec): RecordedRequest[] {
    return this.requests.filter((r) => {
      const [method = '', ...rest] = (r.route ?? `${r.method} ${r.path}`).split(' ');
      return routeMatches(route, { method, template: rest.join(' '), operationId: r.operationId });
    });
  }

  addFault(rule: FaultRule): void {
    this.faultBook.add(rule);
  }

  clearFaults(): void {
    this.faultBook.clear();
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // Octokit keeps connections alive; without this close() would wait for them to idle out.
    this.server.closeAllConnections();
    await closed;
  }

  // -- request pipeline ----------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const method = (request.method ?? 'GET').toUpperCase();
    const exchange: Exchange = {
      record: {
        method,
        path: url.pathname,
        params: {},
        query: parseQuery(url.searchParams),
        body: undefined,
        rawBody: '',
        headers: request.headers,
        status: 0,
      },
      violations: [],
    };
    this.requests.push(exchange.record);
    let reply: Reply;
    try {
      exchange.record.rawBody = await readBody(request);
      reply = this.process(exchange, url.pathname);
    } catch (error) {
      this.flag(exchange, 'fake-error', error instanceof Error ? error.message : String(error));
      reply = errorReply(500, 'fake GitHub failed; see violations');
    }
    const latency = this.options.latencyMs ?? 0;
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    this.send(response, exchange, reply);
  }

  /** Validation first (a malformed request is a bug whatever else happens), then auth, faults, the handler. */
  private process(exchange: Exchange, pathname: string): Reply {
    const operation = this.route(exchange, pathname);
    if (!operation) return notFound();
    const invalid = this.validate(exchange, operation);
    if (invalid) return invalid;
    return (
      this.authorize(exchange) ??
      this.checkRepository(exchange) ??
      this.injectFault(exchange) ??
      this.dispatch(exchange, operation)
    );
  }

  private route(exchange: Exchange, pathname: string): Operation | undefined {
    const { record } = exchange;
    if (!pathname.startsWith(`${this.prefix}/`)) {
      this.flag(
        exchange,
        'unknown-route',
        `${record.method} ${pathname} is outside the API prefix ${this.prefix}`,
      );
      return undefined;
    }
    record.path = pathname.slice(this.prefix.length);
    const found = lookupRoute(record.method, record.path);
    if (found.kind === 'no-route') {
      this.flag(
        exchange,
        'unknown-route',
        `${record.method} ${record.path} is not in GitHub's REST API`,
      );
      return undefined;
    }
    if (found.kind === 'method-not-allowed') {
      this.flag(
        exchange,
        'unknown-route',
        `${record.method} ${record.path}: GitHub only accepts ${found.allowed.join(', ')} here`,
      );
      return undefined;
    }
    exchange.operation = found.operation;
    record.route = routeName(found.operation);
    record.operationId = found.operation.operationId;
    record.params = found.params;
    return found.operation;
  }

  private validate(exchange: Exchange, operation: Operation): Reply | undefined {
    const { record } = exchange;
    const before = exchange.violations.length;
    for (const message of validatePathParams(operation, record.params))
      this.flag(exchange, 'path-param', message);
    for (const message of validateQuery(operation, record.query))
      this.flag(exchange, 'query-param', message);
    const present = record.rawBody.trim() !== '';
    if (present && acceptsJsonBody(operation)) {
      try {
        record.body = JSON.parse(record.rawBody);
      } catch {
        this.flag(exchange, 'body-json', 'request body is not valid JSON');
        return errorReply(400, 'Problems parsing JSON');
      }
    }
    for (const message of validateBody(operation, record.body, present))
      this.flag(exchange, 'body-schema', message);
    for (const message of checkGitHubLimits(operation.operationId, record.body))
      this.flag(exchange, 'limit', message);
    const found = exchange.violations.slice(before);
    if (found.length === 0) return undefined;
    const details = found.map((v) => v.message).join('\n');
    return errorReply(422, `Invalid request.\n\n${details}`);
  }

  private authorize(exchange: Exchange): Reply | undefined {
    const expected = this.options.token;
    if (expected === undefined) return undefined;
    const header = exchange.record.headers.authorization ?? '';
    if (header === `token ${expected}` || header === `Bearer ${expected}`) return undefined;
    this.flag(
      exchange,
      'auth',
      header ? 'authorization header carries the wrong token' : 'no authorization header',
    );
    return errorReply(401, header ? 'Bad credentials' : 'Requires authentication');
  }

  /** The action must talk about the repository it runs in (the base, even for forks). */
  private checkRepository(exchange: Exchange): Reply | undefined {
    const { owner, repo } = exchange.record.params;
    if (owner === undefined || repo === undefined || this.store.isOurRepository(owner, repo))
      return undefined;
    this.flag(
      exchange,
      'unknown-repository',
      `${owner}/${repo} is not the repository under test (${this.owner}/${this.repo})`,
    );
    return notFound();
  }

  private injectFault(exchange: Exchange): Reply | undefined {
    const { record } = exchange;
    const [method = '', template] = (record.route ?? '').split(' ');
    const rule = this.faultBook.take({ method, template, operationId: record.operationId });
    if (!rule) return undefined;
    record.fault = rule;
    const reply = errorReply(rule.status, rule.message);
    reply.headers = rule.headers;
    return reply;
  }

  private dispatch(exchange: Exchange, operation: Operation): Reply {
    const handler = HANDLERS[operation.operationId];
    if (!handler) {
      this.flag(
        exchange,
        'unimplemented',
        `${routeName(operation)} (${operation.operationId}) is valid on GitHub but the fake does not implement it`,
      );
      return errorReply(404, `Not Found (fake GitHub does not implement ${operation.operationId})`);
    }
    const { record } = exchange;
    const body =
      record.body && typeof record.body === 'object'
        ? (record.body as Record<string, unknown>)
        : {};
    const selfUrl = `${this.url}${record.path}`;
    const reply = handler({
      params: record.params,
      query: record.query,
      body,
      store: this.store,
      selfUrl,
    });
    if (this.options.validateResponses && reply.status < 300 && reply.body !== undefined) {
      for (const message of validateResponse(operation, reply.status, reply.body))
        this.flag(exchange, 'response-schema', message);
    }
    return reply;
  }

  private flag(exchange: Exchange, kind: ViolationKind, message: string): void {
    const { record } = exchange;
    const violation: Violation = { kind, method: record.method, path: record.path, message };
    if (record.route) violation.route = record.route;
    if (record.operationId) violation.operationId = record.operationId;
    exchange.violations.push(violation);
    this.violations.push(violation);
  }

  private send(response: ServerResponse, exchange: Exchange, reply: Reply): void {
    exchange.record.status = reply.status;
    // Never 0: Octokit's throttling would then wait for the reset (an hour) on any 403.
    this.rateRemaining = Math.max(1, this.rateRemaining - 1);
    const headers: Record<string, string> = {
      'x-github-request-id': `FAKE:${this.requests.length}`,
      'x-github-api-version-selected': '2022-11-28',
      'x-github-media-type': 'github.v3; format=json',
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(this.rateRemaining),
      'x-ratelimit-used': String(5000 - this.rateRemaining),
      'x-ratelimit-reset': String(resetEpoch()),
      'x-ratelimit-resource': 'core',
      ...reply.headers,
    };
    if (reply.status === 204 || reply.body === undefined) {
      response.writeHead(reply.status, headers).end();
      return;
    }
    headers['content-type'] = 'application/json; charset=utf-8';
    response.writeHead(reply.status, headers).end(JSON.stringify(reply.body));
  }
}
