/** Registers MaskedText: `"x-mask": "<name of a registered mask>"` picks it. */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { maskedTextTester } from './maskedTextTester';
import { MASKED_TEXT_WIDGET, MaskedTextWidget } from './MaskedTextWidget';

registerWidget(MASKED_TEXT_WIDGET, MaskedTextWidget, maskedTextTester);
