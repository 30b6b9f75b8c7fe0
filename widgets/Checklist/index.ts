/** Registers Checklist: `"x-widget": "checklist"` or an array of unique enum items picks it. */
import { registerWidget } from '../../engine/react/widgets/widgetCatalog';
import { checklistTester } from './checklistTester';
import { CHECKLIST_WIDGET, ChecklistWidget } from './ChecklistWidget';

registerWidget(CHECKLIST_WIDGET, ChecklistWidget, checklistTester);
