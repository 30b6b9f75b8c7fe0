/**
 * What the combos administration's screens share: the API paths (comboAdminRoutes.ts), the paths
 * of its screens (filled from the screen config by id, so a path lives in one place), and whether
 * the user may write (this module's write guard: admins and 'w' on gestionsistema, ADM-17).
 */
import { fillPath } from '../../../engine/core/form/returnTo';
import { t } from '../../../engine/core/messages';
import { screenById } from '../../../engine/core/screenAccess';
import { useCanAccess } from '../../../engine/react/access/useCanAccess';
import { useEngine, useModuleLoaded } from '../../../engine/react/engine/EngineProvider';

export const MODULE = 'valorcombo';

/** A module's message by its key in valorcombo.messages.json. */
export const msg = (key: string, args?: Record<string, string | number>) => t(`${MODULE}.${key}`, args);

const seg = encodeURIComponent;

/** The admin API's paths. */
export const adminApi = {
  modules: '/api/admin/modulos',
  combos: '/api/admin/combos',
  module: (modulo: string) => `/api/admin/modulos/${seg(modulo)}`,
  moduleCombos: (modulo: string) => `/api/admin/modulos/${seg(modulo)}/combos`,
  values: (modulo: string, combo: string) => `/api/admin/modulos/${seg(modulo)}/combos/${seg(combo)}/valores`,
  value: (modulo: string, combo: string, id: number) => `/api/admin/modulos/${seg(modulo)}/combos/${seg(combo)}/valores/${id}`,
  toggle: (modulo: string, combo: string, id: number) => `/api/admin/modulos/${seg(modulo)}/combos/${seg(combo)}/valores/${id}/alternar`,
};

/** The ids of the screens (valorcombo.config.json). */
export const screens = {
  all: 'combos.todos',
  module: 'combos.modulo',
  values: 'combos.valores',
  create: 'combos.nuevo',
  edit: 'combos.formulario',
} as const;

/** A combo value as the admin API answers it. */
export interface ComboValue {
  readonly id: number;
  readonly codigo: string;
  readonly descripcion: string;
  readonly vigente: boolean;
  readonly orden: number;
  readonly version: number;
}

/** A combo of a module as the admin API lists it. */
export interface ComboRow {
  readonly modulo: string;
  readonly titulo?: string;
  readonly combo: string;
  readonly propio: boolean;
  readonly campos: readonly string[];
  readonly valores: number;
  readonly vigentes: number;
  readonly origen: string | null;
}

/** The path of one of the screens with its params filled. */
export function useScreenPath(): (id: (typeof screens)[keyof typeof screens], params: Record<string, string | number>) => string {
  const { config } = useEngine();
  return (id, params) => {
    const screen = screenById(config, id, 'la administración de combos');
    return fillPath(screen.kind === 'form' ? screen.paths.create : screen.path, params) ?? '/admin';
  };
}

/** True when the user may change combo values (ADM-17). */
export function useCanWriteCombos(): boolean {
  const { config } = useEngine();
  return useCanAccess(config.modules[MODULE]?.access.write);
}

/** Suspends until this module (its messages, schema) is in: a custom screen has no module of its own to wait for. */
export function useComboAdminLoaded(): void {
  useModuleLoaded(MODULE);
}
