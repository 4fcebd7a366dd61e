/**
 * The evidence ref grammar of ev 0.2 (docs/ev-0.2.md, "Evidence refs"):
 * `commit:<sha>`, `test:<path>[::<text>]`, `file:<path>[::<text>]`,
 * `artifact:<name>[::<text>]`, and the recorded-only `metric:<text>` and
 * `url:<text>`. The scheme is the text before the first `:`; the `::` that
 * starts the text on the cited line is the first one after it. A ref no
 * grammar accepts (no scheme, an unknown one) is kept as the ledger holds it
 * and reads as unparseable. Pure.
 */

export type RefKind = 'commit' | 'test' | 'file' | 'artifact' | 'metric' | 'url';

export interface EvRef {
  kind: RefKind;
  /** The sha, the path (before `::`), the artifact's name, or the recorded text. */
  payload: string;
  /** The text to find on some line of the file (after `::`), for test/file/artifact refs. */
  passline?: string;
}

const KINDS: readonly RefKind[] = ['commit', 'test', 'file', 'artifact', 'metric', 'url'];

/** The ref, or undefined when no grammar accepts it. */
export function parseRef(raw: string): EvRef | undefined {
  const colon = raw.indexOf(':');
  if (colon < 0) return undefined;
  const kind = KINDS.find((k) => k === raw.slice(0, colon));
  if (kind === undefined) return undefined;
  const rest = raw.slice(colon + 1);
  if (!hasPath(kind)) return { kind, payload: rest };
  const split = rest.indexOf('::');
  return split < 0
    ? { kind, payload: rest }
    : { kind, payload: rest.slice(0, split), passline: rest.slice(split + 2) };
}

/** test/file/artifact refs name a path (and may carry a pass-line). */
export function hasPath(kind: RefKind): boolean {
  return kind === 'test' || kind === 'file' || kind === 'artifact';
}

/** What it would take for an anchor to go red: a fact about the pointer's shape. */
export type Liveness = 'content' | 'existence' | 'immutable' | 'asserted' | 'unparseable';

export function livenessOf(ref: EvRef | undefined): Liveness {
  if (ref === undefined) return 'unparseable';
  if (ref.kind === 'metric' || ref.kind === 'url') return 'asserted';
  if (ref.kind === 'commit') return 'immutable';
  return ref.passline === undefined ? 'existence' : 'content';
}

/** ev's one sentence per liveness class. */
export function livenessWhy(liveness: Liveness): string {
  switch (liveness) {
    case 'content':
      return 'fails when the cited text changes';
    case 'existence':
      return 'fails only if the cited path disappears';
    case 'immutable':
      return 'content-addressed; fails only if the commit is absent from this clone';
    case 'asserted':
      return 'self-asserted; cannot fail by construction';
    case 'unparseable':
      return 'no current ref grammar accepts this pointer';
  }
}

/** Where the anchor lives, relative to the store's root; undefined for commit/metric/url refs. */
export function anchorPath(ref: EvRef): string | undefined {
  if (ref.kind === 'test' || ref.kind === 'file') return ref.payload;
  if (ref.kind === 'artifact') return `.evolving/artifacts/${ref.payload}`;
  return undefined;
}

/**
 * What ev refuses when evidence is filed (0.2.2–0.2.3) that a ref's text
 * alone shows: a `:<N>` line-number tail on a path without `::` (`file:x.rs:56`
 * reads as the path `x.rs:56`), and an empty pass-line (`file:x::`), which
 * matches every line. The third refusal, text absent from the file, needs the
 * tree (anchors.ts). ev never applies these to what is already recorded.
 */
export type AttachRefusal = 'line-number' | 'empty-passline';

export function attachRefusal(ref: EvRef): AttachRefusal | undefined {
  if (!hasPath(ref.kind)) return undefined;
  if (ref.passline === '') return 'empty-passline';
  if (ref.passline !== undefined) return undefined;
  const colon = ref.payload.lastIndexOf(':');
  if (colon < 0) return undefined;
  return /^[0-9]+$/.test(ref.payload.slice(colon + 1)) ? 'line-number' : undefined;
}
