import type { JSONContent } from '@tiptap/core';

/*
 * A paragraph's or heading's direction override is stored in the Markdown as the invisible U+200F (right-to-left) or
 * U+200E (left-to-right) mark at the start of its text, which the public renderer turns into `dir` (a list item's
 * or a quote's first paragraph carries it for them). In the editor it is the block's `direction` attribute instead,
 * so the mark can be neither seen nor deleted by accident.
 */

/** A block's own direction; null follows the field's. */
export type BlockDirection = 'rtl' | 'ltr' | null;

const MARK_OF: Record<'rtl' | 'ltr', string> = { rtl: '\u200F', ltr: '\u200E' };
const DIRECTION_OF: Record<string, 'rtl' | 'ltr'> = { '\u200F': 'rtl', '\u200E': 'ltr' };

/** A parsed block with its leading mark taken off its text and kept as its `direction`. */
export function takeDirectionMark(node: JSONContent): JSONContent {
  const [first, ...rest] = node.content ?? [];
  const direction = first?.type === 'text' ? DIRECTION_OF[first.text?.charAt(0) ?? ''] : undefined;
  if (!first || !direction) return node;
  const text = first.text!.slice(1);
  return { ...node, attrs: { ...node.attrs, direction }, content: text ? [{ ...first, text }, ...rest] : rest };
}

/** A block about to be written with its `direction` as a leading mark, in a text of its own so no bold or link spans it. */
export function giveDirectionMark(node: JSONContent): JSONContent {
  const direction = node.attrs?.direction as BlockDirection | undefined;
  if (!direction) return node;
  return { ...node, content: [{ type: 'text', text: MARK_OF[direction] }, ...(node.content ?? [])] };
}
