/** Registers the DateInput widget: a `format: "date"` / `"date-time"` string picks it (rank 2). */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { DateInputWidget } from './DateInputWidget';
import { dateInputTester } from './dateInputTester';

registerWidget('DateInput', DateInputWidget, dateInputTester);

export { DateInputWidget, dateInputTester };
