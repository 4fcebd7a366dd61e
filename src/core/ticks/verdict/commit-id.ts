/**
 * A commit id as it may reach git from text the change under review can
 * write (a receipt's `commit`, an event's sha): the full object name, 40
 * (SHA-1) or 64 (SHA-256) lowercase hex digits. Anything else — a short or
 * uppercase id, a revision expression, an option such as `--output=<path>` —
 * is refused before git sees it. Pure.
 */

const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

export function isCommitId(text: string): boolean {
  return COMMIT_ID.test(text);
}
