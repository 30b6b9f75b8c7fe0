/**
 * Controller of a masked text box (MaskedText, CardNumber). Outside editing the box shows
 * `mask.display(value)` (else `mask.format`); while focused and editable it keeps its own text, formats it as the user
 * types and hands rjsf `mask.parse(text)`. Because rjsf re-renders the input with a reformatted
 * value, the browser would put the caret at the end: the caret is computed with the text
 * (`nextMaskedText`) and restored in a layout effect, before the browser paints.
 */
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { Mask } from '../../engine/core/format/masks';
import { nextMaskedText } from './nextMaskedText';

export interface MaskedInputOptions {
  readonly mask: Mask;
  /** The stored value (rjsf `value`). */
  readonly value: unknown;
  /** Read-only or disabled: shown formatted, never edited. */
  readonly editable: boolean;
  /** Show masked content in full (cards) when not editing. */
  readonly reveal?: boolean;
  /**
   * Show masked content in full while the user edits, and a value the user typed until it is saved
   * (cards: the number being typed and checked stays readable; the saved one comes back redacted
   * from the server and is masked again).
   */
  readonly revealWhileEditing?: boolean;
  /** A new stored value (`''` when empty). */
  onStored(stored: string): void;
}

interface Editing {
  readonly text: string;
  /** Caret to restore after rendering; null leaves the browser's (e.g. where the mouse clicked). */
  readonly caret: number | null;
}

/** Props for the `<input>` of a masked field, plus its ref. */
export function useMaskedInput({ mask, value, editable, reveal = false, revealWhileEditing = false, onStored }: MaskedInputOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  // The last value the user typed: shown in full (revealWhileEditing) while it is still the field's value.
  const [typed, setTyped] = useState<string | null>(null);
  const editOptions = { reveal: reveal || revealWhileEditing };

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (editing?.caret != null && input && input.ownerDocument.activeElement === input) input.setSelectionRange(editing.caret, editing.caret);
  }, [editing]);

  const onFocus = () => {
    if (editable) setEditing({ text: mask.format(value, editOptions), caret: null });
  };
  const onBlur = (_event: FocusEvent<HTMLInputElement>) => setEditing(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const previous = editing?.text ?? mask.format(value, editOptions);
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    const next = nextMaskedText(mask, { previous, typed: input.value, caret: input.selectionStart ?? input.value.length, inputType }, editOptions);
    // Always a new object: a refused keystroke must re-render to restore the caret too.
    setEditing({ text: next.text, caret: next.caret });
    const stored = mask.parse(next.text);
    if (stored !== mask.parse(previous)) {
      setTyped(stored);
      onStored(stored);
    }
  };
  const showTyped = revealWhileEditing && typed !== null && typed !== '' && typed === value;

  return {
    inputRef,
    // Outside editing the box reads like the lists (Mask.display, else the mask's format).
    text: editing ? editing.text : (mask.display ?? mask.format)(value, { reveal: reveal || showTyped }),
    onFocus,
    onBlur,
    onChange,
  };
}
