/**
 * Registers DateRange as an rjsf field (rjsf renders objects through fields): an object
 * `{ desde, hasta }` annotated `x-widget: "dateRange"` picks it.
 */
import { registerField } from '../../engine/react/widgets/widgetCatalog';
import { DateRangeField } from './DateRangeField';
import { dateRangeTester } from './dateRangeTester';

registerField('DateRange', DateRangeField, dateRangeTester);

export { DateRangeField, dateRangeTester };
export { DateRangeWidget, type Periodo } from './DateRangeWidget';
