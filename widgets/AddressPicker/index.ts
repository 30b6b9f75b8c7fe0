/**
 * Registers the address picker as an rjsf field (it writes the sibling address fields, not only its
 * own value): `"x-widget": "address"` picks it (rank 5).
 */
import { registerField } from '../../engine/react/widgets/widgetCatalog';
import { ADDRESS_FIELD, AddressPickerField } from './AddressPickerField';
import { addressPickerTester } from './addressPickerTester';

registerField(ADDRESS_FIELD, AddressPickerField, addressPickerTester);

export { ADDRESS_FIELD, AddressPickerField, addressPickerTester };
