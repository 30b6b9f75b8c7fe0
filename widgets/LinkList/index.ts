/**
 * Registers the link-list field: an array annotated `"x-link-list"` picks it (rank 6). Exports the
 * table view and controller for other lists of linked records.
 */
import { registerField } from '../../engine/react/widgets/widgetCatalog';
import { LINK_LIST_FIELD, LinkListField } from './LinkListField';
import { linkListTester } from './linkListTester';

registerField(LINK_LIST_FIELD, LinkListField, linkListTester);

export { LINK_LIST_FIELD, LinkListField, linkListTester };
export { LinkListTable, type LinkListActions, type LinkListColumn, type LinkListTableProps } from './LinkListTable';
export { useLinkListController } from './useLinkListController';
