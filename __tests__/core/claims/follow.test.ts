// Following the code a broken anchor cited (core/claims/follow.ts and the
// claims review's proposals): a rename, a clear successor in the hunk, an
// ambiguous hunk, a line under the threshold, sh quoting, and ev's substring
// false green (a cited line gone while its text survives inside another).
import { describe, expect, test } from '@jest/globals';
import type { World } from '../../../src/core/claims/annotate.js';
import type { PathProbe, Tree } from '../../../src/core/claims/anchors.js';
import {
  SUCCESSOR_THRESHOLD,
  evidenceCommand,
  shQuote,
  similarity,
  successorOf,
  survivesVerbatim,
} from '../../../src/core/claims/follow.js';
import { lineMap } from '../../../src/core/claims/line-map.js';
import { reviewClaims, type ClaimsReviewInput } from '../../../src/core/claims/review.js';
import { renderClaimsSection } from '../../../src/render/claims/comment.js';
import { envelope } from './helpers.js';

const BASE_SHA = 'b'.repeat(40);

function treeOf(files: Record<string, string>): Tree {
  return {
    probe: (path, text): PathProbe => {
      const content = files[path];
      if (content === undefined) return { kind: 'absent' };
      return text ? { kind: 'file', text: content } : { kind: 'readable' };
    },
    isDirectory: () => false,
  };
}

function worldOf(files: Record<string, string>): World {
  return {
    tree: treeOf(files),
    commits: { status: (text) => (text === BASE_SHA ? 'resolves' : 'gone') },
    history: {
      movement: () => ({ kind: 'counts', touching: () => 0, holdsUnder: () => false }),
      countSince: () => undefined,
    },
  };
}

function ledger(ref: string, claim = 'clm_1'): string {
  return [
    envelope({ type: 'claim', id: claim, body: { label: 'the guard refuses' }, seq: 1 }),
    envelope({
      type: 'evidence',
      id: 'evd_1',
      body: { claim, ref, status: 'resolves', base: BASE_SHA },
      seq: 2,
    }),
  ]
    .map((l) => `${l}\n`)
    .join('');
}

function input(
  ref: string,
  base: Record<string, string>,
  head: Record<string, string>,
  extra: Partial<ClaimsReviewInput> = {},
  claim = 'clm_1',
): ClaimsReviewInput {
  const text = ledger(ref, claim);
  return {
    base: { files: [{ name: 'w.jsonl', text }], world: worldOf(base) },
    head: { files: [{ name: 'w.jsonl', text }], world: worldOf(head) },
    changedPaths: [...new Set([...Object.keys(base), ...Object.keys(head)])].filter(
      (p) => base[p] !== head[p],
    ),
    gate: 'off',
    failOnViolation: true,
    ledgerPrefix: '',
    ...extra,
  };
}

const RENDER = { serverUrl: 'https://github.com', repository: 'o/r', headSha: 'c'.repeat(40) };
function comment(review: ReturnType<typeof reviewClaims>): string {
  return renderClaimsSection(
    review,
    { ...RENDER, ledgerPrefix: '', baseSha: BASE_SHA },
    1e6,
    (t) => t.length,
  );
}

describe('the successor of a replaced line', () => {
  test('a clear successor: the most similar line, over the threshold, above the runner-up', () => {
    const choice = successorOf('pub fn guard_attach(ref: &str) -> Result<()> {', [
      { line: 4, text: '    // checks the ref' },
      { line: 5, text: 'pub fn guard_attach_ref(ref: &str) -> Result<()> {' },
      { line: 6, text: '}' },
    ]);
    expect(choice).toMatchObject({ kind: 'clear', line: 5 });
    expect((choice as { similarity: number }).similarity).toBeGreaterThanOrEqual(
      SUCCESSOR_THRESHOLD,
    );
  });

  test('ambiguous: two lines equally like it, none guessed', () => {
    const choice = successorOf('let total = count + 1;', [
      { line: 2, text: 'let total = count + 2;' },
      { line: 3, text: 'let total = count + 3;' },
    ]);
    expect(choice).toEqual({ kind: 'several', candidates: 2, best: expect.any(Number) });
  });

  test('below the threshold: no candidate, none guessed', () => {
    const choice = successorOf('pub fn guard_attach() {', [
      { line: 2, text: 'const LIMIT: usize = 40;' },
    ]);
    expect(choice.kind).toBe('none');
    expect((choice as { best: number }).best).toBeLessThan(SUCCESSOR_THRESHOLD);
  });

  test('similarity ignores white space at the ends and in runs; equal lines are 1', () => {
    expect(similarity('  a  =  b ', 'a = b')).toBe(1);
    expect(similarity('abcdef', 'uvwxyz')).toBe(0);
  });

  test('a line map names the lines of the hunk that replaced a line, none for a kept one', () => {
    const map = lineMap('a\nb\nc\nd\n', 'a\nx\ny\nc\nd\n');
    expect(map.replacedBy(2)).toEqual({ from: 2, to: 4 });
    expect(map.replacedBy(1)).toBeUndefined();
    expect(map.replacedBy(3)).toBeUndefined();
  });
});

describe('quoting for sh', () => {
  test("a single quote is written '\\'' inside single quotes", () => {
    expect(shQuote("it's")).toBe(`'it'\\''s'`);
    expect(evidenceCommand('clm_1', "file:a.py::print('x')")).toBe(
      `ev evidence clm_1 'file:a.py::print('\\''x'\\'')'`,
    );
  });

  test('a control character, an invisible one or `<!` cannot be proposed', () => {
    expect(shQuote('a\u001bb')).toBeUndefined();
    expect(shQuote('a\u202eb')).toBeUndefined();
    expect(shQuote('<!-- x')).toBeUndefined();
    expect(shQuote('tab\there')).toBe(`'tab\there'`);
  });

  test('a claim id that is not plain is quoted', () => {
    expect(evidenceCommand('clm x;rm', 'file:a::b')).toBe(`ev evidence 'clm x;rm' 'file:a::b'`);
  });
});

describe('the substring false green', () => {
  test('no cited line survives and the text is inside another line: not a survival', () => {
    expect(survivesVerbatim('x\nfoo(1)\ny\n', 'x\n# was: foo(1)\ny\n', 'foo(1)')).toBe(false);
  });

  test('a line moved verbatim (even re-indented) survives', () => {
    expect(survivesVerbatim('foo(1)\nx\n', 'x\n    foo(1)\n', 'foo(1)')).toBe(true);
  });

  test('a line edited after the text survives; one whose text before it changed does not', () => {
    expect(survivesVerbatim('pub fn f(a) {\n', 'pub fn f(a, b) {\n', 'fn f')).toBe(true);
    expect(survivesVerbatim('pub fn f(a) {\n', '// pub fn f(a) {\n', 'fn f')).toBe(false);
  });
});

describe('proposals in the review', () => {
  const REF = 'file:src/guard.rs::pub fn guard_attach(';
  const BASE = { 'src/guard.rs': 'use x;\npub fn guard_attach(r: &str) {\n}\n' };

  test('a rename: the file git finds renamed holds the text, so evidence there is proposed', () => {
    const head = { 'src/guards/attach.rs': BASE['src/guard.rs'] };
    const review = reviewClaims(
      input(REF, BASE, head, {
        follow: {
          renames: new Map([['src/guard.rs', 'src/guards/attach.rs']]),
          tree: treeOf(head),
        },
      }),
    );
    expect(review.broken).toHaveLength(1);
    const suggested = review.broken[0]?.suggested;
    expect(suggested).toEqual([
      {
        kind: 'rename',
        command: `ev evidence clm_1 'file:src/guards/attach.rs::pub fn guard_attach('`,
        ref: 'file:src/guards/attach.rs::pub fn guard_attach(',
        from: 'src/guard.rs',
        to: 'src/guards/attach.rs',
      },
    ]);
    const text = comment(review);
    expect(text).toContain('renamed to `src/guards/attach.rs`');
    expect(text).toContain(
      "```sh\n    ev evidence clm_1 'file:src/guards/attach.rs::pub fn guard_attach('\n    ```",
    );
    expect(review.review.findings[0]?.message).toContain('Proposed, for a person to confirm');
  });

  test('a rename whose new file lacks the text proposes nothing', () => {
    const head = { 'src/guards/attach.rs': 'something else\n' };
    const review = reviewClaims(
      input(REF, BASE, head, {
        follow: {
          renames: new Map([['src/guard.rs', 'src/guards/attach.rs']]),
          tree: treeOf(head),
        },
      }),
    );
    expect(review.broken[0]?.suggested).toEqual([{ kind: 'none', why: 'no-candidate' }]);
    expect(comment(review)).toContain('git finds no rename of this file');
  });

  test('an edit: the clear successor in the hunk, old and new side by side, checked at H', () => {
    const head = { 'src/guard.rs': 'use x;\npub fn guard_attach_ref(r: &str) {\n}\n' };
    // The text still resolves ("pub fn guard_attach(" is gone): changed.
    const review = reviewClaims(input(REF, BASE, head));
    const [s] = review.broken[0]?.suggested ?? [];
    expect(s).toMatchObject({
      kind: 'edit',
      command: `ev evidence clm_1 'file:src/guard.rs::pub fn guard_attach_ref(r: &str) {'`,
      old: { line: 2, text: 'pub fn guard_attach(r: &str) {' },
      new: { line: 2, text: 'pub fn guard_attach_ref(r: &str) {' },
    });
    const text = comment(review);
    expect(text).toContain('| base, line 2 | head, line 2 |');
    expect(text).toContain(
      '| `pub fn guard_attach(r: &str) {` | `pub fn guard_attach_ref(r: &str) {` |',
    );
  });

  test('an ambiguous hunk: several candidates, said so, no command', () => {
    const head = {
      'src/guard.rs':
        'use x;\npub fn guard_attach_a(r: &str) {\npub fn guard_attach_b(r: &str) {\n}\n',
    };
    const review = reviewClaims(input(REF, BASE, head));
    expect(review.broken[0]?.suggested).toEqual([
      expect.objectContaining({ kind: 'none', why: 'several-candidates', candidates: 2 }),
    ]);
    const text = comment(review);
    expect(text).toContain('ambiguous, so none is guessed');
    expect(text).not.toContain('ev evidence clm_1');
  });

  test('a line replaced by nothing like it: none above the threshold, no command', () => {
    const head = { 'src/guard.rs': 'use x;\nconst LIMIT: usize = 40;\n}\n' };
    const review = reviewClaims(input(REF, BASE, head));
    expect(review.broken[0]?.suggested).toEqual([
      expect.objectContaining({ kind: 'none', why: 'no-candidate', candidates: 1 }),
    ]);
    expect(comment(review)).toContain('under 0.60');
  });

  test('a successor holding a single quote is proposed quoted for sh', () => {
    const base = { 'a.py': "x = 1\nprint('hello world')\n" };
    const head = { 'a.py': "x = 1\nprint('hello, world')\n" };
    const review = reviewClaims(input("file:a.py::print('hello world')", base, head));
    expect(review.broken[0]?.suggested?.[0]).toMatchObject({
      kind: 'edit',
      command: `ev evidence clm_1 'file:a.py::print('\\''hello, world'\\'')'`,
    });
  });

  test('the cited line replaced while its text survives inside a comment: broken, where it matches, ev cell beside', () => {
    const base = { 'src/guard.rs': 'use x;\nguard_attach(r);\n}\n' };
    const head = { 'src/guard.rs': 'use x;\n// was: guard_attach(r);\nattach_checked(r);\n}\n' };
    const review = reviewClaims(input('file:src/guard.rs::guard_attach(r);', base, head));
    expect(review.moved).toEqual([]);
    expect(review.broken).toHaveLength(1);
    const anchor = review.broken[0]?.anchors[0];
    expect(anchor?.after.status).toBe('resolves');
    expect(anchor?.substring).toEqual({ line: 2, text: '// was: guard_attach(r);' });
    const text = comment(review);
    expect(text).toContain('resolves only inside another line');
    expect(text).toContain("ev's cell: **still**");
    expect(text).toContain('`// was: guard_attach(r);`');
    expect(review.review.conclusion).toBe('neutral');
  });

  test('a cited line moved verbatim is a move, not a break; a moved claim gets its ack', () => {
    const base = { 'src/guard.rs': 'guard_attach(r);\nuse x;\n}\n' };
    const head = { 'src/guard.rs': 'use x;\n}\n    guard_attach(r);\n' };
    const review = reviewClaims(input('file:src/guard.rs::guard_attach(r);', base, head));
    expect(review.broken).toEqual([]);
    expect(review.moved).toHaveLength(1);
    expect(review.moved[0]?.anchors[0]?.suggested).toEqual({
      kind: 'ack',
      command: 'ev ack clm_1',
    });
    expect(comment(review)).toContain('`ev ack clm_1`');
  });
});
