/** Registers CardNumber: `"x-mask": "numeroTarjeta"` picks it. */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { cardNumberTester } from './cardNumberTester';
import { CARD_NUMBER_WIDGET, CardNumberWidget } from './CardNumberWidget';

registerWidget(CARD_NUMBER_WIDGET, CardNumberWidget, cardNumberTester);
