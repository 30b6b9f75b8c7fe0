/**
 * Card numbers (`"x-mask": "numeroTarjeta"`, WID-17, CRD-08): groups of four digits with dashes, masked
 * as `XXXX-XXXX-XXXX-1234` (CRD-OP03) unless `ui:options.reveal` is true. While the user edits the
 * field the number being typed is shown in full; read-only and disabled fields stay masked unless
 * revealed. A saved number stored encrypted (`x-encrypted`) comes from the server redacted: "Ver
 * datos" asks for it (the server records the view, CRD-09, CRD-10) and shows it whole beside the
 * field (below it when the row is too narrow). A number the user types stays readable until saved.
 */
import { Button, Tag } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../engine/core/messages';
import { formatCardNumber } from '../../engine/core/format/formatCardNumber';
import type { FormContext } from '../../engine/react/form/formContext';
import { useRevealField } from '../../engine/react/form/useRevealField';
import { MaskedInput } from '../MaskedText/MaskedInput';
import { CARD_MASK } from './cardMask';

/** The widget's registry name. */
export const CARD_NUMBER_WIDGET = 'cardNumber';

/** rjsf widget for card numbers. */
export function CardNumberWidget(props: WidgetProps) {
  const field = useRevealField(props.name, props.schema as Readonly<Record<string, unknown>>, props.registry.formContext as FormContext | undefined);
  const input = <MaskedInput widget={props} maskName={CARD_MASK} widgetName={CARD_NUMBER_WIDGET} reveal={props.options.reveal === true} revealWhileEditing />;
  if (!field.available) return input;
  return (
    // The revealed number never shrinks nor ends in an ellipsis (CRD-09): in a narrow dialog it wraps below the box.
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <div style={{ flex: '1 1 12em', minWidth: 0 }}>{input}</div>
      {field.value !== null ? (
        <Tag
          large
          minimal
          multiline
          intent="primary"
          aria-label={t('encrypted.revealed')}
          style={{ flex: '0 0 auto', maxWidth: 'none', fontFamily: 'monospace', whiteSpace: 'nowrap' }}
        >
          {formatCardNumber(field.value, { reveal: true })}
        </Tag>
      ) : (
        <Button icon="eye-open" text={t('encrypted.reveal')} loading={field.loading} onClick={() => void field.reveal()} />
      )}
    </div>
  );
}
