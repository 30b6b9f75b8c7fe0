/** The app's custom screens (Inicio, Expirado) and the module folders' own (`schemas/<m>/screens/`), registered by the names the screen config uses. */
import { screenRegistry, type ScreenRegistry } from '../../engine/react/screens/screenRegistry';
import { moduleScreenFiles, registerModuleScreens } from '../modules/moduleScreens';
import { Expirado } from './Expirado';
import { Inicio } from './Inicio';

/** Registers Inicio, Expirado and the module screens once (idempotent for hot reloads). */
export function registerAppScreens(registry: ScreenRegistry = screenRegistry): ScreenRegistry {
  if (!registry.has('Inicio')) registry.register('Inicio', Inicio);
  if (!registry.has('Expirado')) registry.register('Expirado', Expirado);
  return registerModuleScreens(registry, moduleScreenFiles());
}
