/**
 * How a masked box presents itself: the on-screen keyboard (`inputMode`) and the Spanish
 * placeholder of each mask, if the catalogue has one (`widget.placeholder.<mask>`). Presentation
 * only: what the mask accepts, shows and stores is the mask registry's business.
 */
import { hasMessage, t } from '../../engine/core/messages';

type InputMode = 'numeric' | 'decimal' | 'tel' | 'text';

const inputModes: Readonly<Record<string, InputMode>> = {
  cuit: 'numeric',
  documento: 'numeric',
  numero: 'numeric',
  numeroTarjeta: 'numeric',
  telefono: 'tel',
  moneda: 'decimal',
};

/** The on-screen keyboard for a mask (text when the mask allows letters). */
export function inputModeOf(mask: string): InputMode {
  return inputModes[mask] ?? 'text';
}

/** The catalogue placeholder of a mask, or undefined. */
export function placeholderOf(mask: string): string | undefined {
  const key = `widget.placeholder.${mask}`;
  return hasMessage(key) ? t(key) : undefined;
}
