// Fault injection for the fake GitHub: make a route answer the way GitHub
// does when the token is read-only (fork pull requests), a resource is
// missing, the service hiccups, or a rate limit (primary or secondary) trips.

/**
 * Which requests a rule (or a query over recorded requests) applies to:
 * `'POST /repos/{owner}/{repo}/check-runs'` (method and the description's
 * path template), a template alone for any method, an operationId such as
 * `'checks/create'`, or `'*'` for everything.
 */
export type RouteSpec = string;

export interface FaultRule {
  route: RouteSpec;
  status: number;
  /** GitHub's error `message`. */
  message: string;
  /** Extra response headers (e.g. `retry-after`). */
  headers?: Record<string, string>;
  /** Answer this many matching requests with the fault, then let them through; default: all. */
  times?: number;
}

/** A route a request was matched to, as faults and queries see it. */
export interface RouteIdentity {
  method: string;
  template?: string;
  operationId?: string;
}

export function routeMatches(spec: RouteSpec, route: RouteIdentity): boolean {
  if (spec === '*') return true;
  const space = spec.indexOf(' ');
  if (space > 0) {
    const method = spec.slice(0, space).toUpperCase();
    const template = spec.slice(space + 1);
    return (method === '*' || method === route.method) && template === route.template;
  }
  return spec === route.template || spec === route.operationId;
}

const SECONDARY_RATE_LIMIT_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
  'If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.';

const RATE_LIMIT_MESSAGE =
  'API rate limit exceeded for installation ID 1. If you reach out to GitHub Support for help, ' +
  'please include the request ID 0000:0000:0000000:0000000:00000000 and timestamp 2026-12-07 09:00:00 UTC.';

/** Ready-made faults that answer exactly as github.com does. */
export const faults = {
  /** The read-only GITHUB_TOKEN of a fork pull request trying to write. */
  forbidden(route: RouteSpec, message = 'Resource not accessible by integration'): FaultRule {
    return { route, status: 403, message };
  },
  notFound(route: RouteSpec): FaultRule {
    return { route, status: 404, message: 'Not Found' };
  },
  /** `times` server errors, then success (Octokit's retry plugin should recover). */
  serverError(route: RouteSpec, times = 1, status = 502): FaultRule {
    return { route, status, message: 'Server Error', times };
  },
  /** A secondary rate limit with `retry-after` (the throttling plugin waits and retries). */
  secondaryRateLimit(
    route: RouteSpec,
    options: { retryAfter?: number; times?: number } = {},
  ): FaultRule {
    return {
      route,
      status: 403,
      message: SECONDARY_RATE_LIMIT_MESSAGE,
      headers: { 'retry-after': String(options.retryAfter ?? 1) },
      times: options.times ?? 1,
    };
  },
  /**
   * The token's hourly requests spent: 403 with `x-ratelimit-remaining: 0`
   * and the reset `resetIn` seconds from now (the throttling plugin waits
   * until then, plus a second, and retries).
   */
  rateLimit(route: RouteSpec, options: { resetIn?: number; times?: number } = {}): FaultRule {
    const reset = Math.floor(Date.now() / 1000) + (options.resetIn ?? 1);
    return {
      route,
      status: 403,
      message: RATE_LIMIT_MESSAGE,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      times: options.times ?? 1,
    };
  },
};

interface ActiveFault {
  rule: FaultRule;
  remaining: number;
}

/** The active faults; each matching request uses up one of a rule's `times`. */
export class FaultBook {
  private active: ActiveFault[] = [];

  add(rule: FaultRule): void {
    this.active.push({ rule: { ...rule }, remaining: rule.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.active = [];
  }

  /** The first rule that still applies to this request, consuming one use of it. */
  take(route: RouteIdentity): FaultRule | undefined {
    const fault = this.active.find((f) => f.remaining > 0 && routeMatches(f.rule.route, route));
    if (!fault) return undefined;
    fault.remaining -= 1;
    return fault.rule;
  }
}
