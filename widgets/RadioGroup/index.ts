/** Registers RadioGroup: `"x-widget": "radio"` picks it. */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { radioGroupTester } from './radioGroupTester';
import { RADIO_GROUP_WIDGET, RadioGroupWidget } from './RadioGroupWidget';

registerWidget(RADIO_GROUP_WIDGET, RadioGroupWidget, radioGroupTester);
