/**
 * Registers the single-link field as an rjsf field (a pick writes prefilled sibling fields):
 * an `x-link` annotation on an id property picks it (rank 5).
 */
import { registerField } from '../../engine/react/widgets/widgetCatalog';
import { LINK_FIELD, LinkField } from './LinkField';
import { linkFieldTester } from './linkFieldTester';

registerField(LINK_FIELD, LinkField, linkFieldTester);

export { LINK_FIELD, LinkField, linkFieldTester };
