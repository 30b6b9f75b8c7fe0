/** Registers the ComboSelect widget: a scalar with `x-combo` picks it (rank 3). */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { ComboSelectWidget } from './ComboSelectWidget';
import { comboSelectTester } from './comboSelectTester';

registerWidget('ComboSelect', ComboSelectWidget, comboSelectTester);

export { ComboSelectWidget, comboSelectTester };
