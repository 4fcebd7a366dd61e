// The bundle in ASCII (scripts/bundle.mjs): every other character written as a `\uXXXX`
// escape, which means the same character in a string, a template, a regular expression, an
// identifier, and is plain text in a comment. Why: Node decodes a module's source on every
// start, and a file holding one character outside ASCII decodes and compiles as a two-byte
// string, slower (docs/PERFORMANCE.md, "Start-up"). Left as written: a character after a
// backslash (`\é` is `é`; `\\u00e9` would not be) and one in a tagged template, whose tag
// may read the raw text. The source is parsed (TypeScript's parser) to find those.
import ts from 'typescript';

/** `code` with every non-ASCII character escaped where that means the same. */
export function asciiOnly(code) {
  if (!/[\u0080-\uffff]/.test(code)) return code;
  const raw = rawTemplateRanges(code);
  let out = '';
  let last = 0;
  for (let i = 0; i < code.length; i++) {
    const point = code.codePointAt(i);
    if (point < 0x80) continue;
    // A character beyond the first plane is two units, escaped (or left) together.
    const width = point > 0xffff ? 2 : 1;
    if (!insideAny(raw, i) && !afterBackslash(code, i)) {
      out += code.slice(last, i) + escaped(code, i, width);
      last = i + width;
    }
    i += width - 1;
  }
  return out + code.slice(last);
}

function escaped(code, at, width) {
  let text = '';
  for (let k = 0; k < width; k++)
    text += `\\u${code
      .charCodeAt(at + k)
      .toString(16)
      .padStart(4, '0')}`;
  return text;
}

/** The spans of tagged templates, whose raw text a tag can read. */
function rawTemplateRanges(code) {
  const file = ts.createSourceFile(
    'bundle.js',
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  const ranges = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node))
      ranges.push([node.template.getStart(file), node.template.getEnd()]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return ranges;
}

function insideAny(ranges, at) {
  return ranges.some(([start, end]) => at >= start && at < end);
}

/** Whether an odd run of backslashes comes right before `at` (an identity escape). */
function afterBackslash(code, at) {
  let n = 0;
  while (at - n - 1 >= 0 && code[at - n - 1] === '\\') n++;
  return n % 2 === 1;
}
