/**
 * Where ev 0.1's decisions link to: each decision to its tick file at the
 * head commit, at the ground's line; each ground's check to the bound test's
 * file where the ref names one that exists, else to how a check is read.
 * Pure: the caller says which files exist.
 */
import type { TickTexts } from '../../core/ticks/ledger.js';
import {
  blobBase,
  CHECK_DOCS_URL,
  encodedPath,
  encodedSegment,
  type LinkContext,
} from '../links.js';
import { TickLines } from './tick-lines.js';
import type { DecisionLinks } from './decision.js';

const PATH_TOKEN = /^(?:[\w.-]+\/)*[\w-][\w.-]*\.[A-Za-z0-9]+$/;

/**
 * The file a bound ref names, relative to the ledger root: the first word
 * that reads as a relative path with an extension (`tests/test_x.py::case`
 * → `tests/test_x.py`, `src/a.test.ts:12` → `src/a.test.ts`). Never `..`.
 */
export function boundTestFile(ref: string): string | undefined {
  for (const word of ref.split(/\s+/)) {
    const path = (word.split('::')[0] ?? '').replace(/:\d+$/, '').replace(/^\.\//, '');
    if (!PATH_TOKEN.test(path)) continue;
    if (path.split('/').some((segment) => segment === '..' || segment === '.')) continue;
    return path;
  }
  return undefined;
}

/**
 * The link targets of the surfaces. `tickTexts` places a ground on its line
 * (each file scanned once); `fileExists` says whether a ledger-relative path
 * is a file at the head commit, so a check links to its test file only then.
 */
export function decisionLinks(
  context: LinkContext,
  tickTexts: TickTexts,
  fileExists: (ledgerRelativePath: string) => boolean,
): DecisionLinks {
  const base = blobBase(context);
  if (base === undefined) return { tick: () => undefined, check: () => CHECK_DOCS_URL };
  const lines = TickLines.of(tickTexts);
  const ticksDir = `${base}${encodedPath(`${context.ledgerPrefix}.evolving/ticks`) ?? ''}/`;
  const files = new Map<string, string>();
  return {
    tick(file, groundIndex) {
      const url = `${ticksDir}${encodedSegment(file)}`;
      const line = groundIndex === undefined ? undefined : lines.groundLine(file, groundIndex);
      return line === undefined ? url : `${url}#L${line}`;
    },
    check(ref) {
      const file = boundTestFile(ref);
      if (file === undefined) return CHECK_DOCS_URL;
      let url = files.get(file);
      if (url === undefined) {
        const path = encodedPath(`${context.ledgerPrefix}${file}`);
        url = fileExists(file) && path !== undefined ? `${base}${path}` : CHECK_DOCS_URL;
        files.set(file, url);
      }
      return url;
    },
  };
}
