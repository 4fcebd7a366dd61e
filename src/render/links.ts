/**
 * Where the surfaces link to: a file at the head commit, at a line; the
 * comment to the workflow run that wrote it, and to the pull request's
 * checks tab (as the bot's answers do). Addresses are built from the
 * runner's GITHUB_SERVER_URL, so GitHub Enterprise Server links to itself.
 * Each model's links are built on these (ev 0.1's decisions:
 * render/ticks/links.ts). Pure.
 */

/** How a bound check is read and run, in this action's documentation. */
export const CHECK_DOCS_URL =
  'https://github.com/evolving-action/evolving-action/blob/v0/docs/USAGE.md#reading-a-bound-check';

export interface LinkContext {
  /** `GITHUB_SERVER_URL` (`https://github.com`, or a GitHub Enterprise Server). */
  serverUrl: string;
  /** `owner/name`. */
  repository: string;
  /** The commit the tick files are linked at (the pull request's head). */
  headSha: string;
  /** Repository-relative path of the ledger root: `''` or `dir/`. */
  ledgerPrefix: string;
}

/** The runner's `GITHUB_SERVER_URL`, or github.com when it is unset or empty. */
export function serverUrlOf(value: string | undefined): string {
  return value || 'https://github.com';
}

/** A repository address, or undefined when the parts are not what the runner sets. */
function repositoryUrl(serverUrl: string, repository: string): string | undefined {
  if (!/^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/.test(serverUrl)) return undefined;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository)) return undefined;
  return `${serverUrl.replace(/\/+$/, '')}/${repository}`;
}

/**
 * The workflow run that is running (GITHUB_RUN_ID), or undefined outside a
 * run; with its attempt (GITHUB_RUN_ATTEMPT), that attempt's page, where its
 * job summaries are.
 */
export function workflowRunUrl(
  serverUrl: string,
  repository: string,
  runId: string | undefined,
  attempt?: string,
): string | undefined {
  const base = repositoryUrl(serverUrl, repository);
  if (base === undefined || runId === undefined || !/^\d+$/.test(runId)) return undefined;
  const run = `${base}/actions/runs/${runId}`;
  return attempt !== undefined && /^[1-9]\d*$/.test(attempt) ? `${run}/attempts/${attempt}` : run;
}

/** A pull request's checks tab, or undefined when the parts are not what the runner sets. */
export function pullRequestChecksUrl(
  serverUrl: string,
  repository: string,
  number: number,
): string | undefined {
  const base = repositoryUrl(serverUrl, repository);
  if (base === undefined || !Number.isSafeInteger(number) || number <= 0) return undefined;
  return `${base}/pull/${number}/checks`;
}

/**
 * One path segment for a Markdown link's destination: every byte but
 * letters, digits, `-` and `.` percent-encoded. encodeURIComponent leaves
 * `( ) * _ ! ' ~` raw, and a `)` from the ledger would end the link early
 * and let the rest of the name be read as Markdown.
 */
export function encodedSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[^A-Za-z0-9%.-]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** A repository path for a link: each segment encoded; undefined for a `.` or `..` segment, which a browser resolves. */
export function encodedPath(path: string): string | undefined {
  const segments = path.split('/');
  if (segments.some((s) => s === '.' || s === '..')) return undefined;
  return segments.map(encodedSegment).join('/');
}

/** Where files at the head commit are, or undefined when the context cannot say. */
export function blobBase(context: LinkContext): string | undefined {
  const base = repositoryUrl(context.serverUrl, context.repository);
  if (base === undefined || !/^[0-9a-f]{40}$/.test(context.headSha)) return undefined;
  return `${base}/blob/${context.headSha}/`;
}

/** A file at a commit, at a line when given. */
export function blobUrl(context: LinkContext, repoPath: string, line?: number): string | undefined {
  const base = blobBase(context);
  const path = encodedPath(repoPath);
  if (base === undefined || path === undefined) return undefined;
  return `${base}${path}${line === undefined ? '' : `#L${line}`}`;
}
