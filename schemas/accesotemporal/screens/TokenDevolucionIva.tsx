/** `/herramientas/token/devolucion/iva`, `Devolución de IVA` (TOK-01): a contact's access to one opportunity's VAT refund. */
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { TokenRequestScreen } from './TokenRequestScreen';

export function TokenDevolucionIva({ screen }: { readonly screen: CustomScreenConfig }) {
  return <TokenRequestScreen screen={screen} tool="devolucionIva" />;
}
