/** `/herramientas/token/carga/pax`, `Gestión - Contactos` (TOK-02): a contact's access to load an account's passengers and contacts. */
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { TokenRequestScreen } from './TokenRequestScreen';

export function TokenCargaPax({ screen }: { readonly screen: CustomScreenConfig }) {
  return <TokenRequestScreen screen={screen} tool="cargaPax" />;
}
