// The claims section (render/claims/comment.ts) and annotations (the
// claims' review drawn by render/annotations.ts): what the reviewer reads, led by what the
// pull request breaks then moves; ledger text escaped; every surface within
// its limit, by whole blocks.
import { describe, expect, test } from '@jest/globals';
import type { World } from '../../../src/core/claims/annotate.js';
import type { PathProbe } from '../../../src/core/claims/anchors.js';
import { reviewClaims } from '../../../src/core/claims/review.js';
import { reviewAnnotations } from '../../../src/render/annotations.js';
import { joinReviews } from '../../../src/core/review/review.js';
import {
  claimsHaveFindings,
  renderClaimsSection,
  shortLabel,
} from '../../../src/render/claims/comment.js';
import { utf16Length, ZWSP } from '../../../src/render/markdown.js';
import { envelope } from '../../core/claims/helpers.js';

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
    expect(text.indexOf('- ⚠️ claim 1 · ')).toBeLessThan(text.indexOf('- 🟡 claim 0 · '));
    expect(text).toContain(`https://github.com/o/r/blob/${BASE}/svc/src/f1.rs#L2`);
    expect(text).toContain(`https://github.com/o/r/blob/${HEAD}/svc/src/f0.rs#L3`);
    expect(claimsHaveFindings(r)).toBe(true);
  });

  test('a nine-claim review fits one screen: one visible line per claim, details collapsed', () => {
    const long = (i: number) =>
      `claim ${i} holds ${'because the handler still retries the request with the same key '.repeat(4)}`;
    const r = review(9, long, (i) => i % 2 === 0);
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    // What GitHub shows before anything is expanded: everything outside <details>.
    const visible = text
      .replace(/<details>[\s\S]*?<\/details>/gu, '')
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(visible.length).toBeLessThanOrEqual(16);
    for (let i = 0; i < 9; i++) {
      const lines = visible.filter((line) => line.includes(`claim ${i} holds`));
      expect(lines).toHaveLength(1);
      // A short label, cut on a word boundary, and the anchor's path and line, linked.
      expect(lines[0]).toMatch(
        /^- (⚠️|🟡) claim \d holds [^…]{0,70}\S… · \[`src\/f\d\.rs:\d`\]\(https:/u,
      );
      expect(lines[0]?.length).toBeLessThan(250);
    }
    // Each claim's details are collapsed under its line, with blank lines around the Markdown.
    expect(text.match(/<details><summary>[^\n]*<\/summary>\n\n/gu)).toHaveLength(9);
    expect(text.match(/\n\n<\/details>\n\n/gu)).toHaveLength(9);
    // The full label and the cells are in the details, not lost.
    expect(text).toContain(`> ${long(0).trim()}`);
    expect(text).toContain(`/blob/${BASE}/svc/src/f0.rs#L2`);
    expect(text).toContain(`/blob/${HEAD}/svc/src/f1.rs#L3`);
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

/** One claim (`clm_0`, anchored on `keep 0` in src/f0.rs), and what the pull request appends and does to the file. */
function pullRequest(options: {
  appended?: string[];
  after: Record<string, string>;
  probes?: Record<string, PathProbe>;
  drift?: Record<string, number>;
  gate?: 'off' | 'anchors';
}) {
  const text = ledger(1, () => 'the claim');
  const head = text + (options.appended ?? []).map((l) => `${l}\n`).join('');
  const after = world(options.after, options.drift ?? {});
  const probes = options.probes ?? {};
  return reviewClaims({
    base: { files: [{ name: 'w.jsonl', text }], world: world({ 'src/f0.rs': 'x\nkeep 0\n' }, {}) },
    head: {
      files: [{ name: 'w.jsonl', text: head }],
      world: {
        ...after,
        tree: { ...after.tree, probe: (p, t) => probes[p] ?? after.tree.probe(p, t) },
      },
    },
    changedPaths: ['src/f0.rs'],
    gate: options.gate ?? 'off',
    failOnViolation: true,
    ledgerPrefix: 'svc/',
  });
}

const LATER = '2099-01-01T00:00:00Z';
function appended(type: string, id: string, body: Record<string, unknown>): string {
  return envelope({ type, id, ts: LATER, body, actor: { kind: 'agent', id: 'bot' } });
}

describe('settled in this pull request', () => {
  test('a re-file that resolves: ✅ headline, the claim collapsed with its disposition and actor', () => {
    const r = pullRequest({
      after: { 'src/f0.rs': 'x\nkept 0\n' },
      appended: [
        appended('evidence', 'evd_new', {
          claim: 'clm_0',
          ref: 'file:src/f0.rs::kept 0',
          status: 'resolves',
        }),
      ],
    });
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    expect(
      text.startsWith('### ✅ Every claim whose anchor this pull request broke or moved'),
    ).toBe(true);
    expect(text).not.toContain('🔴');
    expect(text).toContain('<details><summary>✅ Settled in this pull request: 1 claim</summary>');
    expect(text).toContain(
      '(`clm_0`): anchor broken; settled: evidence re-filed (`file:src/f0.rs::kept 0`) by an agent (`bot`)',
    );
    expect(text).not.toContain('re-read these claims');
    expect(reviewAnnotations(joinReviews([r.review]), 50).annotations).toEqual([]);
  });

  test('a re-file whose text is in no file: recorded without ✅, the claim still broken', () => {
    const r = pullRequest({
      after: { 'src/f0.rs': 'x\n' },
      appended: [
        appended('evidence', 'evd_new', {
          claim: 'clm_0',
          ref: 'file:src/f0.rs::in no file',
          status: 'resolves',
        }),
      ],
    });
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    expect(
      text.startsWith("### ⚠️ This pull request changes the line that 1 claim's evidence cites"),
    ).toBe(true);
    expect(text).not.toContain('✅');
    expect(text).toContain(
      '- recorded in this pull request, settles nothing: evidence re-filed (`file:src/f0.rs::in no file`) by an agent (`bot`) — its text is on no line of the file at this commit',
    );
  });

  test('an ack after a move: no 🟡 over a still anchor, the claim settled', () => {
    const r = pullRequest({
      after: { 'src/f0.rs': 'y\nx\nkeep 0\n' },
      drift: { 'src/f0.rs': 1 },
      appended: [appended('ack', 'ack_new', { claim: 'clm_0', head: HEAD })],
    });
    expect(r.moved).toEqual([]);
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    expect(text).not.toContain('🟡');
    expect(text).toContain(
      'code under its anchor moved; settled: acknowledged by an agent (`bot`)',
    );
  });

  test('a file turned into a symbolic link: broken, with the reason, and no head link', () => {
    const r = pullRequest({
      after: {},
      probes: { 'src/f0.rs': { kind: 'unreadable', why: 'link' } },
    });
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    expect(text).toContain(
      '#anchor-statuses) → **[unreachable](https://github.com/evolving-action/evolving-action/blob/v0/docs/ev-0.2.md#anchor-statuses)** (the cited path is a symbolic link at this commit, not a file ev reads)',
    );
    expect(text).toContain(`/blob/${BASE}/svc/src/f0.rs#L2`);
    expect(text).not.toContain(`/blob/${HEAD}/`);
  });
});

describe('a short label', () => {
  test('cut on a word boundary with …, never inside a character, then escaped', () => {
    expect(shortLabel('a short one')).toBe('a short one');
    expect(shortLabel('  ')).toBe('(no label)');
    const words = `${'word '.repeat(30)}`;
    const cut = shortLabel(words);
    expect(cut).toMatch(/^(word )+word…$/u);
    expect(cut.length).toBeLessThanOrEqual(80);
    // One long word: cut where the room ends, on a whole emoji.
    const emoji = shortLabel('x'.repeat(77) + '👍👍👍👍');
    expect(emoji).toBe(`${'x'.repeat(77)}👍…`);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/u);
    expect(shortLabel('<b>@everyone</b> '.repeat(10))).not.toContain('<b>');
  });
});

describe('recorded in this pull request', () => {
  test('grouped by claim: the label once, what was appended for it beneath', () => {
    const r = pullRequest({
      after: { 'src/f0.rs': 'x\nkeep 0\nnew line\n' },
      appended: [
        appended('claim', 'clm_new', { label: 'a brand new claim' }),
        appended('evidence', 'evd_a', {
          claim: 'clm_new',
          ref: 'file:src/f0.rs::keep 0',
          status: 'resolves',
          base: HEAD,
        }),
        appended('evidence', 'evd_b', {
          claim: 'clm_new',
          ref: 'file:src/f0.rs::new line',
          status: 'resolves',
          base: HEAD,
        }),
      ],
    });
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    const block = text.slice(text.indexOf('#### 📝 Recorded in this pull request'));
    expect(block.split('a brand new claim')).toHaveLength(2);
    expect(block).toContain(
      [
        '- a brand new claim (`clm_new`)',
        '  - claim · by an agent (`bot`)',
        '  - evidence `file:src/f0.rs::keep 0` · by an agent (`bot`)',
        '  - evidence `file:src/f0.rs::new line` · by an agent (`bot`)',
      ].join('\n'),
    );
  });
});

describe('no ledger text reaches Markdown unescaped', () => {
  test('a `url:` reading is code, never a live link; an artifact name cannot close its link', () => {
    const r = pullRequest({
      after: { 'src/f0.rs': 'x\n' },
      appended: [
        appended('reading', 'rdg_1', {
          claim: 'clm_0',
          depth: 'plain',
          lang: 'en',
          ref: 'url:https://evil.example/login',
        }),
        appended('reading', 'rdg_2', {
          claim: 'clm_0',
          depth: 'ground',
          lang: 'en',
          ref: 'artifact:x)**Security-review-passed**',
        }),
      ],
    });
    const text = renderClaimsSection(r, OPTIONS, 65_536, utf16Length);
    expect(text).toContain('- reading plain/en: `url:https://evil.example/login`');
    expect(text).not.toContain('](https://evil');
    expect(text).toContain(
      `(https://github.com/o/r/blob/${HEAD}/svc/.evolving/artifacts/x%29%2A%2ASecurity-review-passed%2A%2A)`,
    );
    expect(text).not.toContain(')**Security-review-passed**');
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
    expect(gated).toContain('- 🔴 claim 1 · ');
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
