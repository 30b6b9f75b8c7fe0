/** Registers the MultiSelect widget: an array with `x-combo` picks it (rank 3). */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { MultiSelectWidget } from './MultiSelectWidget';
import { multiSelectTester } from './multiSelectTester';

registerWidget('MultiSelect', MultiSelectWidget, multiSelectTester);

export { MultiSelectWidget, multiSelectTester };
