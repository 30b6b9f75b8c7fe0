/** The app's custom screens, registered by the names screens.config.json uses. */
import { screenRegistry, type ScreenRegistry } from '../../engine/react/screens/screenRegistry';
import { Expirado } from './Expirado';
import { Inicio } from './Inicio';

/** Registers Inicio and Expirado once (idempotent for hot reloads). */
export function registerAppScreens(registry: ScreenRegistry = screenRegistry): ScreenRegistry {
  if (!registry.has('Inicio')) registry.register('Inicio', Inicio);
  if (!registry.has('Expirado')) registry.register('Expirado', Expirado);
  return registry;
}
