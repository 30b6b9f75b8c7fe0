/**
 * What a masked field shows after a keystroke (pure, no DOM): the mask refuses the whole text
 * (`accepts`), or the text is re-formatted while typing (`formatWhileTyping`) with the caret kept
 * after the same significant characters (`caretAfterFormat`). Deleting only a separator the
 * formatter puts back (Backspace right after the `-` of `20-1`) deletes the digit beyond it
 * instead, so the key is never a no-op.
 */
import type { Mask, MaskFormatOptions } from '../../engine/core/format/masks';
import { caretAfterFormat, significantIndexNear } from './caretAfterFormat';

export interface MaskedText {
  /** The field's text. */
  readonly text: string;
  /** Where the caret goes. */
  readonly caret: number;
  /** True when the keystroke was refused and `text` is the previous text. */
  readonly refused: boolean;
}

export interface Keystroke {
  /** The text before the keystroke. */
  readonly previous: string;
  /** The text the browser produced. */
  readonly typed: string;
  /** The caret in `typed`. */
  readonly caret: number;
  /** The DOM `inputType` (`deleteContentForward` for the Delete key), when known. */
  readonly inputType?: string;
}

/** The field after a keystroke under `mask`. */
export function nextMaskedText(mask: Mask, { previous, typed, caret, inputType }: Keystroke, options: MaskFormatOptions = {}): MaskedText {
  if (mask.accepts && !mask.accepts(typed)) {
    // Put the caret back where it was before the refused characters were inserted.
    const back = Math.min(previous.length, Math.max(0, caret - Math.max(0, typed.length - previous.length)));
    return { text: previous, caret: back, refused: true };
  }
  let text = typed;
  let at = caret;
  if (mask.formatWhileTyping && typed.length < previous.length && mask.format(typed, options) === previous) {
    const backward = inputType !== 'deleteContentForward';
    const index = significantIndexNear(typed, at, backward);
    if (index >= 0) {
      text = typed.slice(0, index) + typed.slice(index + 1);
      at = index;
    }
  }
  if (!mask.formatWhileTyping) return { text, caret: at, refused: false };
  const formatted = mask.format(text, options);
  return { text: formatted, caret: caretAfterFormat(text, at, formatted), refused: false };
}
