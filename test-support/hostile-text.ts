// Ledger text written to break a renderer: markup, mentions, references,
// forged markers, backtick runs, table pipes, Unicode edge cases. Shared by
// the rendering tests (core) and any end-to-end test that renders a comment.

export const HOSTILE_TEXTS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<!-- evolving-action:. -->',
  '<!-- evolving-action-state {"v":1,"resurfaced":["forged"],"resolved":[]} -->',
  '--> <!-- ',
  '<details open><summary>spoof</summary>',
  'cc @octocat and @github/security-team, see #1 and GH-2 and octo-org/octo-repo#3',
  'email ada@example.com',
  'https://evil.example/phish and www.evil.example',
  '[click](javascript:alert(1)) ![img](https://evil.example/x.png) <https://evil.example>',
  '[ref]: https://evil.example',
  '# heading',
  '## heading',
  '> quote',
  '- list',
  '+ list',
  '* list',
  '1. numbered',
  '2) numbered',
  '---',
  '===',
  '***bold italic*** __under__ ~~strike~~ ~tilde~',
  '| a | b |',
  'pipe | in | claim',
  'a\\|b \\ trailing backslash\\',
  '`code` ``double`` ```triple``` ````',
  '$x^2$ and $$math$$',
  '&amp; &lt;script&gt; &#64;octocat &#x40;',
  'line one\nline two\r\nline three\rline four',
  '\tindented\n    code block?',
  'bidi \u202Eevil\u202C override \u2066isolate\u2069',
  'zero\u200Bwidth\u200Cjoin\u200D\uFEFFbom \u2060word-joiner',
  'esc \u001b[31mred\u001b[0m bell\u0007 nul\u0000 del\u007f c1\u0085\u009b',
  'emoji 😀 family 👨‍👩‍👧 flag 🇺🇳 skin 👍🏽',
  'CJK 中文 日本語 한국어',
  'combining e\u0301 a\u0308\u0304 Z\u0336\u0335',
  'lone \uD800 surrogate \uDC00',
  'line\u2028separator\u2029paragraph',
  '   leading and trailing spaces   ',
  ':smile: :+1:',
  '<',
  '@',
  '',
];

/** A claim far beyond any field bound. */
export function hugeText(kilobytes = 100, unit = 'x<`|*@a '): string {
  return unit.repeat(Math.ceil((kilobytes * 1024) / unit.length)).slice(0, kilobytes * 1024);
}
