// GitHub's anchors for a Markdown file's headings, for the tests that check
// every `file.md#anchor` the project names leads somewhere.

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading's anchor (a repeated heading gets `-1`, `-2`…), fenced code skipped. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const withoutFences = markdown.replace(/^```[\s\S]*?^```$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchorOf(heading as string);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}
