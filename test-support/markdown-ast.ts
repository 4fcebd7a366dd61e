// An independent Markdown parser for tests: prettier's bundled remark (mdast,
// CommonMark + GFM tables/strikethrough/autolinks). Not cmark-gfm, but a
// second opinion on structure: did escaped ledger text stay one text node,
// did a code span keep its content, did a table keep its columns?
import * as prettier from 'prettier';

export interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  url?: string;
  children?: MdNode[];
}

interface PrettierDebug {
  __debug: { parse: (text: string, options: { parser: string }) => Promise<{ ast: MdNode }> };
}

export async function parseMarkdown(text: string): Promise<MdNode> {
  const { ast } = await (prettier as unknown as PrettierDebug).__debug.parse(text, {
    parser: 'markdown',
  });
  return ast;
}

/** Every node of the tree, depth first. */
export function allNodes(node: MdNode): MdNode[] {
  return [node, ...(node.children ?? []).flatMap(allNodes)];
}

export function nodesOfType(node: MdNode, type: string): MdNode[] {
  return allNodes(node).filter((n) => n.type === type);
}

/** The visible text of a node (text, inline code and code values concatenated). */
export function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code')
    return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}
