/**
 * Card numbers (`"x-mask": "tarjeta"`, WID-17, CRD-08): groups of four digits with dashes, masked
 * as `XXXX-XXXX-XXXX-1234` (CRD-OP03) unless `ui:options.reveal` is true (set by the accounts
 * screens from the user's card permissions). While the user edits the field the number being
 * typed is shown in full; read-only and disabled fields stay masked unless revealed.
 */
import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput } from '../MaskedText/MaskedInput';
import { CARD_MASK } from './cardMask';

/** The widget's registry name. */
export const CARD_NUMBER_WIDGET = 'cardNumber';

/** rjsf widget for card numbers. */
export function CardNumberWidget(props: WidgetProps) {
  return <MaskedInput widget={props} maskName={CARD_MASK} widgetName={CARD_NUMBER_WIDGET} reveal={props.options.reveal === true} revealWhileEditing />;
}
