/**
 * Home's calls for stories (server/home/homeRoutes.ts): the user's one account and its access items
 * as the server computes them (engine/core accessItems), the footer. Anything else: undefined.
 */
import { accessItems } from '../../engine/core/homeAccess';
import type { Principal } from '../../engine/core/permissions';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { ApiRequest, ApiResponse } from '../../engine/react/api/ApiClient';

const ACCOUNT = { id: 1, nombre: 'Casa central' };

export function fakeHomeAnswer(config: ScreensConfig, principal: Principal | null, version = '0.1.0'): (request: ApiRequest) => ApiResponse | undefined {
  return (request) => {
    if (request.path === '/api/inicio/cuentas') return { status: 200, body: { datos: [ACCOUNT] } };
    if (request.path === `/api/inicio/accesos/${ACCOUNT.id}`)
      return { status: 200, body: { datos: accessItems(config, principal), extras: { version, entidad: ACCOUNT }, error: { has: false, mensajes: [] } } };
    if (request.path === '/api/inicio/pie') return { status: 200, body: { datos: { texto: '', enlaces: [] } } };
    return undefined;
  };
}
