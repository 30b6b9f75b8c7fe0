/** Registers Switch: a boolean with `"x-widget": "switch"` picks it. */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { switchTester } from './switchTester';
import { SWITCH_WIDGET, SwitchWidget } from './SwitchWidget';

registerWidget(SWITCH_WIDGET, SwitchWidget, switchTester);
