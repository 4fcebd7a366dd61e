import {
  ZWSP,
  codeSpan,
  collapseInline,
  fencedBlock,
  fitBlocks,
  graphemeBoundaryAtOrAfter,
  graphemeBoundaryAtOrBefore,
  htmlText,
  mdText,
  neutralizeReferences,
  normalizeBlock,
  plainBlock,
  plainLine,
  tailLines,
  truncateText,
  truncateUtf8,
  utf16Length,
  utf8Length,
} from '../../src/render/markdown.js';
import { HOSTILE_TEXTS, hugeText } from '../../test-support/hostile-text.js';
import { neutralizeInvisible, PLAIN_RANGES } from '../../src/core/text/unicode.js';
import {
  nodesOfType,
  parseMarkdown,
  textOf,
  type MdNode,
} from '../../test-support/markdown-ast.js';
import { seededInts } from '../../test-support/seeded.js';

const withoutZwsp = (s: string) => s.replace(/\u200B/g, '');

/** `count` texts of up to 11 characters drawn from `alphabet`, the same on every run. */
function seededTexts(alphabet: readonly string[], count: number, seed: number): string[] {
  const next = seededInts(seed);
  return Array.from({ length: count }, () => {
    let text = '';
    for (let length = next(12), j = 0; j < length; j++) text += alphabet[next(alphabet.length)];
    return text;
  });
}

/** Inline node types that only our own markup may produce. */
const STRUCTURE = [
  'html',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'definition',
  'footnoteReference',
];

function expectOnlyText(node: MdNode): void {
  for (const type of STRUCTURE) expect(nodesOfType(node, type)).toEqual([]);
}

describe('mdText: untrusted text as inline Markdown', () => {
  test.each(HOSTILE_TEXTS.map((s) => [JSON.stringify(s).slice(0, 60), s]))(
    'renders %s as exactly its own text, in a paragraph',
    async (_name, hostile) => {
      const root = await parseMarkdown(mdText(hostile));
      expectOnlyText(root);
      if (collapseInline(hostile) === '') return expect(root.children).toEqual([]);
      expect(root.children?.map((c) => c.type)).toEqual(['paragraph']);
      expect(withoutZwsp(textOf(root))).toBe(withoutZwsp(collapseInline(hostile)));
    },
  );

  test.each(
    HOSTILE_TEXTS.filter((s) => collapseInline(s) !== '').map((s) => [
      JSON.stringify(s).slice(0, 60),
      s,
    ]),
  )(
    'keeps %s inert at the start of a list item, a heading and after a paragraph line',
    async (_name, hostile) => {
      const list = await parseMarkdown(`- ${mdText(hostile)}\n`);
      expect(nodesOfType(list, 'listItem')).toHaveLength(1);
      expect(nodesOfType(list, 'list')).toHaveLength(1);
      expectOnlyText(list);
      const heading = await parseMarkdown(`#### ${mdText(hostile)}\n`);
      expect(heading.children?.map((c) => c.type)).toEqual(['heading']);
      expect(withoutZwsp(textOf(heading))).toBe(withoutZwsp(collapseInline(hostile)));
      const setext = await parseMarkdown(`a line\n${mdText(hostile)}\n`);
      expect(setext.children?.map((c) => c.type)).toEqual(['paragraph']);
    },
  );

  test('pipes cannot add table columns', async () => {
    const claim = 'pipe | in | claim \\| escaped';
    const table = `| a | b |\n| --- | --- |\n| ${mdText(claim)} | x |\n`;
    const cells = nodesOfType(await parseMarkdown(table), 'tableCell');
    expect(cells).toHaveLength(4);
    expect(textOf(cells[2] as MdNode)).toBe(claim);
  });

  test('no raw HTML survives: <, > and & are entities', () => {
    for (const s of HOSTILE_TEXTS) expect(mdText(s)).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
    expect(mdText('<script>')).toBe('&lt;script&gt;');
    expect(mdText('<!-- evolving-action:. -->')).toBe('&lt;!-- evolving-action:. --&gt;');
  });

  test('mentions, issue references and URLs are broken with a zero-width space', () => {
    expect(mdText('@octocat')).toBe(`@${ZWSP}octocat`);
    expect(mdText('@org/team')).toBe(`@${ZWSP}org/team`);
    expect(neutralizeReferences('see #12, GH-3 and o/r#4')).toBe(
      `see #${ZWSP}12, GH${ZWSP}-3 and o/r#${ZWSP}4`,
    );
    expect(neutralizeReferences('https://x.example www.x.example')).toBe(
      `https:${ZWSP}//x.example www${ZWSP}.x.example`,
    );
    for (const s of HOSTILE_TEXTS) {
      expect(mdText(s)).not.toMatch(/@[A-Za-z0-9_-]|#\d|:\/\/|\bwww\./i);
      expect(htmlText(s)).not.toMatch(/@[A-Za-z0-9_-]|#\d|:\/\/|\bwww\./i);
    }
  });

  test('the shortcut for text without a trigger answers as the five replacements do', () => {
    // The replacements in full, as neutralizeReferences makes them when a trigger is there.
    const replaced = (text: string) =>
      text
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`)
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/\b(www)\./gi, `$1${ZWSP}.`);
    const alphabet = [
      '@',
      '#',
      '1',
      'a',
      'G',
      'g',
      'H',
      'h',
      '-',
      ':',
      '/',
      'w',
      'W',
      '.',
      ' ',
      '_',
      'é',
    ];
    for (const text of seededTexts(alphabet, 5000, 7))
      expect(neutralizeReferences(text)).toBe(replaced(text));
    for (const s of HOSTILE_TEXTS) expect(neutralizeReferences(s)).toBe(replaced(s));
  });

  test('line breaks, tabs and controls collapse to one line; bidi overrides are made visible', () => {
    expect(mdText('a\r\nb\nc\rd\u2028e\u2029f\tg')).toBe('a b c d e f g');
    expect(mdText('  x  ')).toBe('x');
    expect(mdText('esc \u001b[0m nul\u0000')).toBe('esc \uFFFD\\[0m nul\uFFFD');
    expect(mdText('a\u202Eb\u2066c')).toBe('a\uFFFDb\uFFFDc');
    expect(mdText('lone \uD800')).toBe('lone \uFFFD');
  });

  test('emoji (their joiners and selectors included), CJK and combining marks pass through unchanged', () => {
    for (const s of ['😀 👨‍👩‍👧 🇺🇳 👍🏽 👩🏽‍💻 ❤️ 1️⃣', '中文 日本語 한국어', 'e\u0301 a\u0308\u0304']) {
      expect(mdText(s)).toBe(s);
    }
  });

  test('invisible characters outside emoji are made visible on every surface', () => {
    const hidden = 'a\u200Bb\u200Dc\uFEFFd\u2060e\u200Ef\u200Fg\u061Ch\u{E0041}\u{E007F}i\uFE0Fj';
    const shown = 'a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf\uFFFDg\uFFFDh\uFFFD\uFFFDi\uFFFDj';
    expect(mdText(hidden)).toBe(shown);
    expect(htmlText(hidden)).toBe(shown);
    expect(codeSpan(hidden)).toBe(`\`${shown}\``);
    expect(fencedBlock(hidden)).toBe(`\`\`\`\n${shown}\n\`\`\`\n`);
    expect(plainLine(hidden, 100)).toBe(shown);
    expect(plainBlock(hidden, 100)).toBe(shown);
  });

  test('leading block markers are escaped; the same characters mid-line are left alone', () => {
    expect(mdText('# h')).toBe('\\# h');
    expect(mdText('1. x')).toBe('1\\. x');
    expect(mdText('2) x')).toBe('2\\) x');
    expect(mdText('- x')).toBe('\\- x');
    expect(mdText('a - b # c + d')).toBe('a - b # c + d');
  });

  test('htmlText escapes entities without backslashes (Markdown is not parsed in HTML blocks)', () => {
    expect(htmlText('a*b_c <x> & "q"')).toBe('a*b_c &lt;x&gt; &amp; &quot;q&quot;');
  });
});

describe('truncation never cuts an escape, an entity or a grapheme', () => {
  const cases = [
    '<'.repeat(100),
    '&'.repeat(100),
    '😀'.repeat(100),
    'e\u0301'.repeat(100),
    '👨‍👩‍👧'.repeat(50),
    '@a'.repeat(100),
    '\\'.repeat(100),
    hugeText(100),
  ];
  test.each(cases.map((s) => [s.slice(0, 12), s]))(
    'mdText(%s…, max) fits and is a rendered prefix',
    (_n, s) => {
      for (const max of [1, 2, 7, 10, 33, 100, 257]) {
        const out = mdText(s, max);
        expect(out.length).toBeLessThanOrEqual(max);
        if (mdText(s).length <= max) {
          expect(out).toBe(mdText(s));
          continue;
        }
        if (max === 1) continue;
        expect(out.endsWith('…')).toBe(true);
        const body = out.slice(0, -1);
        expect(body).not.toMatch(/&[a-z]*$/); // no dangling entity
        expect(body).not.toMatch(/(^|[^\\])(\\\\)*\\$/); // no dangling backslash
        expect(body).not.toMatch(/[\uD800-\uDBFF]$/);
        expect(body).not.toMatch(/^[\u0301\u0308]/);
        // It is exactly the rendering of some grapheme prefix of the source.
        const source = collapseInline(s);
        const ends = Array.from({ length: Math.min(source.length, 300) + 1 }, (_, end) => end);
        expect(ends.some((end) => mdText(source.slice(0, end)).trimEnd() === body)).toBe(true);
      }
    },
  );

  test('a 100 KB claim is cheap to bound: the segmenter only ever sees a window around the cut', () => {
    // Counted, not timed: V8's segmenter copies its input for every segment, so it must never get the text.
    const segment = Intl.Segmenter.prototype.segment;
    const seen: number[] = [];
    Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, input: string) {
      seen.push(input.length);
      return segment.call(this, input);
    };
    try {
      for (const text of [hugeText(100), 'e\u0301'.repeat(50_000), '😀'.repeat(50_000)])
        expect(mdText(text, 500).length).toBeLessThanOrEqual(500);
    } finally {
      Intl.Segmenter.prototype.segment = segment;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBeLessThanOrEqual(129);
  });

  test('truncateText and truncateUtf8 cut between graphemes', () => {
    expect(truncateText('ab😀cd', 4)).toBe('ab…');
    expect(truncateText('ab😀cd', 5)).toBe('ab😀…');
    expect(truncateText('short', 5)).toBe('short');
    expect(truncateUtf8('中文中文', 7)).toBe('中…'); // 3 + 3 bytes (…) ≤ 7; 中文… would be 9
    expect(truncateUtf8('中文中文', 9)).toBe('中文…');
    expect(utf8Length(truncateUtf8('😀'.repeat(100), 50))).toBeLessThanOrEqual(50);
  });

  test('grapheme boundaries: the same as the segmenter finds on random texts (the ASCII shortcut included)', () => {
    // Pieces that join or split clusters: CR LF, combining and spacing marks, ZWJ, emoji and
    // regional indicators (surrogate pairs), lone surrogates, Hangul, a prepended mark, Indic virama.
    const pieces = [
      'a',
      'Z',
      ' ',
      '#',
      '1',
      '\r',
      '\n',
      '\t',
      '\u0301',
      '\u200d',
      '😀',
      '🇫',
      '🇷',
      '\ud800',
      '\udc00',
      '\u1100',
      '\uac00',
      '\u11a8',
      '\u0600',
      '\u0903',
      '\u0915',
      '\u094d',
      '\u00e9',
    ];
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const random = seededInts(11);
    for (let round = 0; round < 2000; round++) {
      let text = '';
      for (let n = random(12); n >= 0; n--) text += pieces[random(pieces.length)];
      // Short enough for the segmenter's window to see the whole text: its answer is the reference.
      const bounds = [...segmenter.segment(text)].map((s) => s.index).concat(text.length);
      for (let index = 0; index <= text.length; index++) {
        expect(graphemeBoundaryAtOrBefore(text, index)).toBe(
          Math.max(...bounds.filter((b) => b <= index)),
        );
        expect(graphemeBoundaryAtOrAfter(text, index)).toBe(
          Math.min(...bounds.filter((b) => b >= index)),
        );
      }
    }
  });

  test('truncateText keeps the longest run of whole code points that fits, then backs off to a grapheme boundary', () => {
    const reference = (text: string, max: number, measure: (s: string) => number) => {
      if (measure(text) <= max) return text;
      const room = max - measure('…');
      if (room < 0) return '';
      let end = 0;
      let size = 0;
      for (const ch of text) {
        size += measure(ch);
        if (size > room) break;
        end += ch.length;
      }
      return text.slice(0, graphemeBoundaryAtOrBefore(text, end)) + '…';
    };
    const pieces = ['a', '\r\n', '\u0301', '😀', '\ud800', '\udc00', '中', '🇫🇷', 'e'];
    const random = seededInts(5);
    for (let round = 0; round < 500; round++) {
      let text = '';
      for (let n = random(20); n >= 0; n--) text += pieces[random(pieces.length)];
      for (let max = 0; max <= utf8Length(text) + 1; max++) {
        expect(truncateText(text, max)).toBe(reference(text, max, utf16Length));
        expect(truncateUtf8(text, max)).toBe(reference(text, max, utf8Length));
      }
    }
  });

  test('utf8Length agrees with Node for every hostile text (lone surrogates count as U+FFFD)', () => {
    for (const s of [...HOSTILE_TEXTS, hugeText(3)])
      expect(utf8Length(s)).toBe(Buffer.byteLength(s, 'utf8'));
  });
});

describe('codeSpan: any content, verbatim', () => {
  const contents = [
    'pytest tests/test_x.py',
    'a`b',
    'a``b```c',
    '`leading',
    'trailing`',
    '`',
    ' padded ',
    ' ',
    'a | b',
    '@octocat #1 https://x.example',
    '<b>bold</b> *not* [link](x)',
    '中文 😀 e\u0301',
  ];
  test('the fence is one backtick longer than the longest run inside, wherever the run is', () => {
    expect(codeSpan('plain')).toBe('`plain`');
    expect(codeSpan('a`b``c')).toBe('```a`b``c```');
    expect(codeSpan('```a')).toBe('```` ```a ````');
    expect(codeSpan('a`````')).toBe('`````` a````` ``````');
    expect(codeSpan('`a`b`')).toBe('`` `a`b` ``');
    expect(codeSpan('😀`😀``')).toBe('``` 😀`😀`` ```');
  });

  test.each(contents.map((c) => [c]))(
    '%j renders as one inline code node with that content',
    async (content) => {
      const root = await parseMarkdown(`x ${codeSpan(content)} y`);
      const codes = nodesOfType(root, 'inlineCode');
      expect(codes).toHaveLength(1);
      expect(codes[0]?.value).toBe(content);
    },
  );

  test.each(contents.map((c) => [c]))('%j stays in its table cell', async (content) => {
    const root = await parseMarkdown(
      `| a | b |\n| --- | --- |\n| ${codeSpan(content, { inTable: true })} | z |\n`,
    );
    const cells = nodesOfType(root, 'tableCell');
    expect(cells).toHaveLength(4);
    const cell = cells[2] as MdNode;
    if (content.includes('|')) {
      // Written as <code>…</code> with escaped text: the same characters, as HTML collapses them.
      expect(nodesOfType(cell, 'html').map((n) => n.value)).toEqual(['<code>', '</code>']);
      expect(withoutZwsp(textOf(cell))).toBe(content.trim());
    } else {
      expect(nodesOfType(cell, 'inlineCode')[0]?.value).toBe(content);
    }
  });

  test('a backslash before a pipe in a table cell cannot split the cell', async () => {
    const root = await parseMarkdown(
      `| a | b |\n| --- | --- |\n| ${codeSpan('x\\|y\\\\|z', { inTable: true })} | w |\n`,
    );
    const cells = nodesOfType(root, 'tableCell');
    expect(cells).toHaveLength(4);
    expect(textOf(cells[2] as MdNode)).toBe('x\\|y\\\\|z');
  });

  test('line breaks become spaces; the comment opener is broken; content is bounded', () => {
    expect(codeSpan('a\nb')).toBe('`a b`');
    expect(codeSpan('<!-- evolving-action:. -->')).toBe(`\`<${ZWSP}!-- evolving-action:. -->\``);
    expect(codeSpan('x'.repeat(50), { max: 10 })).toBe(`\`${'x'.repeat(9)}…\``);
    expect(codeSpan('')).toBe('<code></code>');
  });
});

describe('fencedBlock: any output, verbatim', () => {
  const output =
    'ok\n```\nnot the end\n````\n<!-- evolving-action:. -->\n@octocat\n\u001b[31mred\u001b[0m\r\nlast';
  test('the content cannot close the fence; ANSI colour is stripped; the marker is broken', async () => {
    const block = fencedBlock(output, { info: 'text' });
    expect(block.startsWith('`````text\n')).toBe(true);
    const codes = nodesOfType(await parseMarkdown(`before\n\n${block}\nafter\n`), 'code');
    expect(codes).toHaveLength(1);
    expect(codes[0]?.value).toBe(
      `ok\n\`\`\`\nnot the end\n\`\`\`\`\n<${ZWSP}!-- evolving-action:. -->\n@octocat\nred\nlast`,
    );
    expect(block).not.toContain('<!--');
  });

  test('indented inside a list item it stays inside the item', async () => {
    const md = `- item\n\n${fencedBlock(output, { indent: '  ' })}\n- next\n`;
    const root = await parseMarkdown(md);
    expect(nodesOfType(root, 'listItem')).toHaveLength(2);
    expect(nodesOfType(nodesOfType(root, 'listItem')[0] as MdNode, 'code')).toHaveLength(1);
  });
});

describe('tailLines', () => {
  test('keeps the last lines', () => {
    const text = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n') + '\n';
    const tail = tailLines(text, 3, 1000);
    expect(tail).toEqual({ text: 'line 97\nline 98\nline 99', omittedLines: 97 });
  });

  test('bounds characters, cutting whole lines first and then between graphemes', () => {
    expect(tailLines('aaaa\nbbbb\ncccc', 10, 9)).toEqual({ text: 'bbbb\ncccc', omittedLines: 1 });
    const emoji = tailLines('😀'.repeat(20), 10, 5);
    expect(emoji.text).toBe('😀😀');
    expect(emoji.omittedLines).toBe(1);
  });
});

describe('plain text for annotations', () => {
  test('plainLine is one bounded line; plainBlock keeps lines and bounds bytes', () => {
    expect(plainLine('a\nb\r\nc', 100)).toBe('a b c');
    expect(plainLine('x'.repeat(300), 255)).toHaveLength(255);
    expect(plainBlock('a\r\nb\u001b[1m', 100)).toBe('a\nb');
    expect(utf8Length(plainBlock('中'.repeat(30000), 64 * 1024))).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('the plain shortcut: text no pass would change skips the passes', () => {
  const plainCharacters = PLAIN_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  );

  test('every plain character comes through the full passes unchanged', () => {
    // U+200B (invisible) and U+0001 (a control) send the text through every pass.
    for (const c of plainCharacters) {
      expect(neutralizeInvisible(`x${c}x\u200B`)).toBe(`x${c}x\uFFFD`);
      expect(collapseInline(`x${c}x\u0001`)).toBe(`x${c}x\uFFFD`);
      expect(normalizeBlock(`x${c}x\u0001`)).toBe(`x${c}x\uFFFD`);
      expect(codeSpan(`x${c}x\u0001`)).toContain(`x${c}x\uFFFD`);
    }
  });

  test('plain text answers as the full passes do: spaces collapse in a line, a block is kept', () => {
    // The line passes in full, for text with nothing invisible or unsafe in it.
    const collapsed = (text: string) =>
      text
        .replace(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/g, ' ')
        .replace(/\t/g, ' ')
        .replace(/ {2,}/g, ' ')
        .replace(/^ +| +$/g, '');
    const alphabet = ['a', ' ', ' ', '\t', '\n', '→', '—', 'é', '✓', '\r', '\u00a0', '`'];
    for (const text of seededTexts(alphabet, 2000, 11)) {
      expect(collapseInline(text)).toBe(collapsed(text));
      expect(normalizeBlock(text)).toBe(text.replace(/\r\n/g, '\n').replace(/\r/g, '\n'));
      expect(neutralizeInvisible(text)).toBe(text);
    }
  });

  test('a character outside the plain ranges still takes the full passes', () => {
    expect(collapseInline('a\u200Eb  c ')).toBe('a\uFFFDb c');
    expect(normalizeBlock('a\u2028b\u001b[1m')).toBe('a\nb');
    expect(neutralizeInvisible('a\u00ADb')).toBe('a\uFFFDb');
  });
});

describe('fitBlocks', () => {
  const note = (n: number) => `[${n} omitted]`;
  test('everything when it fits, whole blocks and a note otherwise', () => {
    expect(fitBlocks(['aa', 'bb'], 4, utf16Length, note)).toEqual({ text: 'aabb', omitted: 0 });
    // 16 characters do not fit in 15; the note's room is reserved for the worst case.
    const fitted = fitBlocks(['aaaa', 'bbbb', 'cccc', 'dddd'], 15, utf16Length, note);
    expect(fitted).toEqual({ text: 'aaaa[3 omitted]', omitted: 3 });
    expect(fitted.text.length).toBeLessThanOrEqual(15);
  });
});
