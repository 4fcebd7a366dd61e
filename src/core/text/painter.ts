/**
 * ev 0.1.32's human-path styling (0.1.12), used only when asked for
 * (`--color always`): a bold decision name, a dim meta line, an id with a
 * bold four-character prefix, one calm hue per meaning-class, and a
 * provenance glyph (● human, ○ agent proposal). Named ANSI colours by
 * default, truecolor when `EV_TRUECOLOR` is set, ASCII glyphs under
 * `EV_ASCII`. Plain output never passes through here. Pure.
 */

export interface Painter {
  /** false: every surface prints its plain, tab-separated bytes. */
  rich: boolean;
  truecolor: boolean;
  ascii: boolean;
}

export const PLAIN: Painter = { rich: false, truecolor: false, ascii: false };

/** The three meaning-classes (not a severity ladder). */
export type MeaningClass = 'attention' | 'clear' | 'informational';

const RESET = '\u001b[0m';
const ANSI: Record<MeaningClass, string> = { attention: '33', clear: '32', informational: '90' };
const RGB: Record<MeaningClass, string> = {
  attention: '214;160;80',
  clear: '139;164;124',
  informational: '133;127;117',
};

function styled(code: string, text: string): string {
  return `\u001b[${code}m${text}${RESET}`;
}

/** The decision name, the headline: bold, never hue-coloured. */
export function paintName(text: string): string {
  return styled('1', text);
}

/** Status, tags, blame, edges: dim, receding behind the name. */
export function paintMeta(text: string): string {
  return styled('2', text);
}

/** The full id, never truncated: a bold prefix of four characters, then a dim tail. */
export function paintId(id: string): string {
  const chars = [...id];
  return `${paintName(chars.slice(0, 4).join(''))}${paintMeta(chars.slice(4).join(''))}`;
}

/** Text in its meaning-class's hue. */
export function paintClass(painter: Painter, text: string, meaning: MeaningClass): string {
  return styled(painter.truecolor ? `38;2;${RGB[meaning]}` : ANSI[meaning], text);
}

/** ● a human-authored decision, ○ an agent proposal awaiting ratification (`*`/`o` in ASCII). */
export function provenanceGlyph(painter: Painter, agentProposed: boolean): string {
  if (painter.ascii) return agentProposed ? 'o' : '*';
  return agentProposed ? '\u25cb' : '\u25cf';
}

/** ◆ attention, ◇ clear, · informational (`*`, `o`, `.` in ASCII): a check row's lead. */
export function verdictGlyph(painter: Painter, meaning: MeaningClass): string {
  const glyphs: Record<MeaningClass, [string, string]> = {
    attention: ['\u25c6', '*'],
    clear: ['\u25c7', 'o'],
    informational: ['\u00b7', '.'],
  };
  return glyphs[meaning][painter.ascii ? 1 : 0];
}
