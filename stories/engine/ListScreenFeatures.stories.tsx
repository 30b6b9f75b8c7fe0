/**
 * The list screen features on the engine's fixture module `prueba` (fixture config, fake server
 * given the config): a filter of each kind (text, combo, multi, date range, boolean, link), the
 * screen's own cap and messages with a count notice, every row action, and the "Exportar" menu.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListScreenConfig } from '../../engine/core/screenConfig';
import type { ModuleRecord } from '../../engine/react/data/types';
import { ListScreen } from '../../engine/react/list/ListScreen';
import { demoCombos } from '../support/fakeLookupServer';
import type { FakeServerOptions } from '../support/fakeModuleServer';
import { fixtureConfig, fixtureRegistry } from '../support/fixtureRegistry';
import { withEngine } from '../support/withEngine';
import { capScreens, withCapScreens, withOwnMinLengthMessage } from '../../tests/fixtures/fixtureListVariants';

const config = fixtureConfig();
const registry = fixtureRegistry();
const screen = config.screens.find((s): s is ListScreenConfig => s.id === 'pruebas.lista' && s.kind === 'list')!;
const route = '/pruebas';

const record = (id: number, datos: ModuleRecord['datos']): ModuleRecord => ({
  id,
  version: 1,
  vigente: true,
  datos,
  creadoEn: '2026-01-02T10:00:00.000Z',
  creadoPor: 'Ana Administradora',
  modificadoEn: '2026-01-02T10:00:00.000Z',
  modificadoPor: 'Ana Administradora',
});

/** Three records across countries (demo combo codes: 01 Argentina, 04 Chile, 11 Uruguay), dates and contacts. */
export const pruebaRows = (): ModuleRecord[] => [
  record(1, { nombre: 'Prueba Alfa', codigo: 'A1', pais: '01', fecha: '2026-01-10', importe: 10, activo: true, contacto: 1 }),
  record(2, { nombre: 'Prueba Beta', codigo: 'B2', pais: '11', fecha: '2026-02-15', importe: 20, activo: false }),
  record(3, { nombre: 'Prueba Gama', codigo: 'G3', pais: '04', fecha: '2026-03-20', importe: 30, activo: true, contacto: 2 }),
];

const contactos = (): ModuleRecord[] => [record(1, { nombre: 'Contacto Uno' }), record(2, { nombre: 'Contacto Dos' })];

const server = (extra: FakeServerOptions = {}, prueba = pruebaRows()): FakeServerOptions => ({
  config,
  combos: demoCombos,
  searchFields: ['nombre', 'codigo'],
  records: { prueba, pruebacontacto: contactos() },
  ...extra,
});

const meta = {
  // Data shared with the story tests, not a story.
  excludeStories: ['pruebaRows'],
  title: 'Engine/ListScreenFeatures',
  decorators: [withEngine],
  render: () => <ListScreen screen={screen} />,
  parameters: { engine: { user: 'admin', route, config, registry, server: server() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on the fixture list: every filter kind, row actions, export. */
export const Pruebas: Story = {};

/** More records than the screen's cap (50, the activities' warning). */
export const TopeDePantalla: Story = {
  parameters: {
    engine: {
      user: 'admin',
      route,
      config,
      registry,
      server: server(
        {},
        Array.from({ length: 60 }, (_, i) => record(i + 1, { nombre: `Prueba ${String(i).padStart(2, '0')}` })),
      ),
    },
  },
};

/** The fixture config with the list screens capped as the spec caps (tests/fixtures/fixtureListVariants.ts). */
const variantConfig = (() => {
  const raw = fixtureConfig() as unknown as Record<string, unknown>;
  withCapScreens(raw);
  withOwnMinLengthMessage(raw);
  return raw as unknown as typeof config;
})();
const variantScreen = (id: string) => variantConfig.screens.find((s): s is ListScreenConfig => s.id === id && s.kind === 'list')!;
const numbered = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => record(i + 1, { nombre: `${prefix} ${String(i).padStart(4, '0')}` }));
const capped = (id: (typeof capScreens)[number]['id'], count: number): Story => ({
  render: () => <ListScreen screen={variantScreen(id)} />,
  parameters: {
    engine: {
      user: 'admin',
      route: variantScreen(id).path,
      config: variantConfig,
      registry,
      server: server({ config: variantConfig }, numbered(count, 'Tope')),
    },
  },
});

/** 101 records on a screen capped at 100 with the accounts' warning (ACC-18). */
export const TopeCien: Story = capped('pruebas.tope100', 101);

/** 1000 records on the external contacts' screen capped at 999 (CON-40). */
export const TopeNovecientosNoventaYNueve: Story = capped('pruebas.tope999', 1000);

/** The text filter has its own minimum-length message (SGC-11). */
export const MinimoPropio: Story = {
  parameters: { engine: { user: 'admin', route, config: variantConfig, registry, server: server({ config: variantConfig }) } },
};

/** Nothing found: the screen's own message. */
export const SinResultados: Story = { parameters: { engine: { user: 'admin', route, config, registry, server: server({}, []) } } };

/** The module requires at least one filter (the rule the API enforces too). */
const requiring = fixtureConfig() as unknown as { modules: Record<string, { list: { requireFilter: boolean } }> };
requiring.modules.prueba.list.requireFilter = true;
const requiringConfig = requiring as unknown as typeof config;
export const FiltroObligatorio: Story = {
  parameters: { engine: { user: 'admin', route, config: requiringConfig, registry, server: server({ config: requiringConfig }) } },
};

/** The search fails: the screen's search error (SHR-10). */
export const ErrorDeBusqueda: Story = { parameters: { engine: { user: 'admin', route, config, registry, server: server({ fail: { list: 500 } }) } } };

/** The server refuses row actions: an optimistic switch reverts. */
export const FallaLaAccion: Story = { parameters: { engine: { user: 'admin', route, config, registry, server: server({ failActions: 500 }) } } };

/** The export fails. */
export const FallaLaExportacion: Story = { parameters: { engine: { user: 'admin', route, config, registry, server: server({ failExport: 500 }) } } };

/** A slow server: the export's progress bar shows while it downloads. */
export const ExportacionLenta: Story = { parameters: { engine: { user: 'admin', route, config, registry, server: server({ latencyMs: 400 }) } } };
