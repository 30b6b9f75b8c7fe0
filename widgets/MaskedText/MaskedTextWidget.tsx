/**
 * Every text mask of the mask registry (`"x-mask": "cuit"`, `documento`, `telefono`, `ruta`,
 * `moneda`, `numero`…: WID-07…14) in one widget: shows `mask.format(stored)`, stores
 * `mask.parse(text)`, refuses what the mask does not accept, formats while typing or on blur as
 * the mask says, and never moves the caret to the end. It does not validate: the rule derived from
 * the field's mask (engine/core/rules/maskRules.ts, a CUIT's check digit included) runs in the form
 * and on the server, and its message shows under the field.
 */
import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput } from './MaskedInput';
import { maskNameOf } from './maskNameOf';

/** The widget's registry name. */
export const MASKED_TEXT_WIDGET = 'maskedText';

/** rjsf widget for masked text fields. */
export function MaskedTextWidget(props: WidgetProps) {
  const maskName = maskNameOf(props.schema, props.options);
  const display = (props.schema as Record<string, unknown>)['x-display'];
  // `x-display` without `x-mask`: a free document, typed through its display mask made lenient (freeDocument.ts).
  if (!maskName && typeof display === 'string') return <MaskedInput widget={props} maskName={display} widgetName={MASKED_TEXT_WIDGET} free />;
  if (!maskName) throw new Error(`El campo ${props.id} usa ${MASKED_TEXT_WIDGET} sin "x-mask"`);
  return <MaskedInput widget={props} maskName={maskName} widgetName={MASKED_TEXT_WIDGET} />;
}
