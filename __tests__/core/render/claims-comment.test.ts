// The claims section (render/claims-comment.ts) and annotations (the
// claims' review drawn by render/annotations.ts): what the reviewer reads, led by what the
// pull request breaks then moves; ledger text escaped; every surface within
// its limit, by whole blocks.
import { describe, expect, test } from '@jest/globals';
import type { World } from '../../../src/core/claims/annotate.js';
import type { PathProbe } from '../../../src/core/claims/anchors.js';
import { reviewClaims } from '../../../src/core/claims/review.js';
import { reviewAnnotations } from '../../../src/core/render/annotations.js';
import { joinReviews } from '../../../src/core/review/review.js';
import {
  claimsHaveFindings,
  renderClaimsSection,
} from '../../../src/core/render/claims-comment.js';
import { utf16Length, ZWSP } from '../../../src/core/render/markdown.js';
import { envelope } from '../claims/helpers.js';

const BASE = 'b'.repeat(40);
const HEAD = 'c'.repeat(40);

function world(files: Record<string, string>, drift: Record<string, number>): World {
  return {
    tree: {
      probe: (path, text): PathProbe => {
        const content = files[path];
        if (content === undefined) return { kind: 'absent' };
        return text ? { kind: 'file', text: content } : { kind: 'readable' };
      },
      isDirectory: () => false,
    },
    commits: { status: () => 'gone' },
    history: {
      movement: () => ({ kind: 'counts', touching: (p) => drift[p] ?? 0, holdsUnder: () => false }),
      countSince: () => undefined,
    },
  };
}

function ledger(count: number, label: (i: number) => string): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(envelope({ type: 'claim', id: `clm_${i}`, body: { label: label(i) } }));
    lines.push(
      envelope({
        type: 'evidence',
        id: `evd_${i}`,
        body: {
          claim: `clm_${i}`,
          ref: `file:src/f${i}.rs::keep ${i}`,
          status: 'resolves',
          base: BASE,
        },
      }),
    );
  }
  return lines.map((l) => `${l}\n`).join('');
}

function review(count: number, label: (i: number) => string, broken: (i: number) => boolean) {
  const text = ledger(count, label);
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    before[`src/f${i}.rs`] = `x\nkeep ${i}\n`;
    after[`src/f${i}.rs`] = broken(i) ? 'x\n' : `y\nx\nkeep ${i}\n`;
  }
  return reviewClaims({
    base: { files: [{ name: 'w.jsonl', text }], world: world(before, {}) },
    head: { files: [{ name: 'w.jsonl', text }], world: world(after, {}) },
    changedPaths: Object.keys(after),
    gate: 'off',
    failOnViolation: true,
    ledgerPrefix: 'svc/',
  });
}

const OPTIONS = {
  serverUrl: 'https://github.com',
  repository: 'o/r',
  baseSha: BASE,
  headSha: HEAD,
  ledgerPrefix: 'svc/',
};

describe('the claims section', () => {
  test('leads with what the pull request breaks, then what it moves, linking base and head', () => {
    const r = review(
      2,
      (i) => `claim ${i}`,
      (i) => i === 1,
    );
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    expect(
      text.startsWith(
        "### ⚠️ This pull request changes the line that 1 claim's evidence cites and the code beside 1 more\n",
      ),
    ).toBe(true);
    expect(text.indexOf('#### ⚠️ claim 1')).toBeLessThan(text.indexOf('#### 🟡 claim 0'));
    expect(text).toContain(`https://github.com/o/r/blob/${BASE}/svc/src/f1.rs#L2`);
    expect(text).toContain(`https://github.com/o/r/blob/${HEAD}/svc/src/f0.rs#L3`);
    expect(claimsHaveFindings(r)).toBe(true);
  });

  test('ledger text is escaped and sanitised: no mention, no HTML, no link planted', () => {
    const hostile = '@everyone <img src=x onerror=alert(1)> [click](https://evil.example) #12';
    const r = review(
      1,
      () => hostile,
      () => true,
    );
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    expect(text).not.toContain('@everyone');
    expect(text).toContain(`@${ZWSP}everyone`);
    expect(text).not.toContain('<img');
    expect(text).not.toContain('](https://evil.example)');
    const [annotation] = reviewAnnotations(joinReviews([r.review]), 50).annotations;
    expect(annotation?.title.length).toBeLessThanOrEqual(255);
    // Line 2 is removed at the end of the file: the head's line 1, after which it was.
    expect(annotation).toMatchObject({
      path: 'svc/src/f0.rs',
      start_line: 1,
      annotation_level: 'warning',
    });
  });

  test('a thousand broken claims fit the comment by whole blocks and say how many are left out', () => {
    const r = review(
      1000,
      (i) => `claim ${i} ${'x'.repeat(200)}`,
      () => true,
    );
    const text = renderClaimsSection(r, OPTIONS, 20_000, utf16Length);
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text).toMatch(/_\d+ more blocks not shown here/);
    expect(text).toContain('claims with evidence untouched');
  });
});

describe("facts in ev's words; colour means a gate", () => {
  function withHead(headText: (baseText: string) => string, gate: 'off' | 'anchors' = 'off') {
    const text = ledger(2, (i) => `claim ${i}`);
    const files: Record<string, string> = {
      'src/f0.rs': 'x\nkeep 0\n',
      'src/f1.rs': 'x\nkeep 1\n',
    };
    return reviewClaims({
      base: { files: [{ name: 'w.jsonl', text }], world: world(files, {}) },
      head: {
        files: [{ name: 'w.jsonl', text: headText(text) }],
        world: world({ ...files, 'src/f1.rs': 'x\n' }, {}),
      },
      changedPaths: ['src/f1.rs'],
      gate,
      failOnViolation: true,
      ledgerPrefix: '',
    });
  }

  test('a broken anchor that gates nothing is not red; the opted-in gate is', () => {
    const off = renderClaimsSection(
      withHead((t) => t),
      OPTIONS,
      65_536,
      utf16Length,
    );
    expect(off).not.toContain('🔴');
    expect(off).toContain(
      "### ⚠️ This pull request changes the line that 1 claim's evidence cites\n",
    );
    const gated = renderClaimsSection(
      withHead((t) => t, 'anchors'),
      OPTIONS,
      65_536,
      utf16Length,
    );
    expect(gated).toContain(
      "### 🔴 This pull request changes the line that 1 claim's evidence cites\n",
    );
    expect(gated).toContain('#### 🔴 claim 1');
  });

  test('a violation leads the section, before any fact about the anchors', () => {
    const r = withHead((t) => {
      const lines = t.split('\n');
      return [lines[0], '{"inserted"', ...lines.slice(1)].join('\n');
    });
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    expect(text.split('\n')[0]).toBe(
      "### 🔴 This pull request rewrites the ledger's history: 1 ledger violation; it also changes the line that 1 claim's evidence cites",
    );
    expect(text).not.toContain('Nothing here blocks merging');
    expect(r.violations.map((v) => v.kind)).toEqual(['inserted']);
  });

  test('the cells and statuses link to their meaning in the docs', () => {
    const text = renderClaimsSection(
      review(
        2,
        (i) => `claim ${i}`,
        (i) => i === 1,
      ),
      OPTIONS,
      65_536,
      utf16Length,
    );
    const docs = 'https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md';
    expect(text).toContain(`[still](${docs}#cells) → **[still](${docs}#cells)**`);
    expect(text).toContain(
      `[resolves](${docs}#anchor-statuses) → **[changed](${docs}#anchor-statuses)**`,
    );
  });

  test('a clean pull request gets no advice to re-read or re-file', () => {
    const text = ledger(1, () => 'c');
    const side = {
      files: [{ name: 'w.jsonl', text }],
      world: world({ 'src/f0.rs': 'x\nkeep 0\n' }, {}),
    };
    const clean = reviewClaims({
      base: side,
      head: side,
      changedPaths: [],
      gate: 'off',
      failOnViolation: true,
      ledgerPrefix: '',
    });
    const section = renderClaimsSection(clean, OPTIONS, 65_536, utf16Length);
    expect(section.startsWith("### ✅ This pull request moves no claim's anchor\n\n")).toBe(true);
    expect(section).not.toMatch(/re-read|re-file/i);
  });

  test('a push with no claim on moved code gets no advice to re-read', () => {
    const text = ledger(1, () => 'c');
    const census = reviewClaims({
      head: {
        files: [{ name: 'w.jsonl', text }],
        world: world({ 'src/f0.rs': 'x\nkeep 0\n' }, {}),
      },
      gate: 'off',
      failOnViolation: true,
      ledgerPrefix: '',
    });
    const section = renderClaimsSection(census, OPTIONS, 65_536, utf16Length);
    expect(section).toContain('✅ 1 claim with evidence, none on moved code');
    expect(section).not.toMatch(/re-read|re-file/i);
  });
});
