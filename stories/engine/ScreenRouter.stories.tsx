/** The whole generated app for a user and a URL: routes, guards, shell and screens from the config. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerAppScreens } from '../../app/screens/registerAppScreens';
import { ScreenRegistry } from '../../engine/react/screens/screenRegistry';
import { ScreenRouter } from '../../engine/react/screens/ScreenRouter';
import { AppShell } from '../../engine/react/shell/AppShell';
import { demoBanks } from '../support/demoBanks';
import { fixtureConfig, fixtureRegistry } from '../support/fixtureRegistry';
import { withEngine } from '../support/withEngine';

const screens = registerAppScreens(new ScreenRegistry());
const server = { records: { banco: demoBanks(12) } };

const meta = {
  title: 'Engine/ScreenRouter',
  decorators: [withEngine],
  render: () => <ScreenRouter registry={screens} shell={(content) => <AppShell productName="Back-office">{content}</AppShell>} />,
  parameters: { engine: { user: 'admin', route: '/', path: '/*', server } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bank list sorted by name, descending: a record opened from it goes back to this sort. */
export const BancosOrdenados: Story = {
  parameters: { engine: { user: 'admin', route: '/herramientas/abm/bancos?orden=descripcion&dir=desc', path: '/*', server } },
};

/** `/` opens the default route (SES-01). */
export const Inicio: Story = {};

/** The bank list inside the shell. */
export const Bancos: Story = { parameters: { engine: { user: 'admin', route: '/herramientas/abm/bancos', path: '/*', server } } };

/** A bank opened by id. */
export const EditarBanco: Story = { parameters: { engine: { user: 'bancos', route: '/herramientas/abm/bancos/editar/2', path: '/*', server } } };

/** No bank permission: denied before any data loads (ROL-07, ROL-12). */
export const SinPermisos: Story = { parameters: { engine: { user: 'sinpermisos', route: '/herramientas/abm/bancos', path: '/*', server } } };

/** A reader opening "nuevo": the section is denied (ROL-OP01). */
export const NuevoSinEscritura: Story = { parameters: { engine: { user: 'staff', route: '/herramientas/abm/bancos/nuevo', path: '/*', server } } };

/** An unknown path. */
export const RutaDesconocida: Story = { parameters: { engine: { user: 'admin', route: '/no/existe', path: '/*', server } } };

/** The fixture module's list (its rows open to edit or, with `target: 'view'`, read-only). */
const fixture = { config: fixtureConfig(), registry: fixtureRegistry() };
const at = '2026-02-01T12:00:00.000Z';
const pruebas = {
  config: fixture.config,
  records: {
    prueba: [
      {
        id: 1,
        version: 1,
        vigente: true,
        datos: { nombre: 'Excursión', codigo: 'EX1', activo: true },
        creadoEn: at,
        creadoPor: 'Ana',
        modificadoEn: at,
        modificadoPor: 'Ana',
      },
    ],
  },
};
export const PruebasConVer: Story = { parameters: { engine: { user: 'admin', route: '/pruebas', path: '/*', server: pruebas, ...fixture } } };

/** soloVer: `paths.view` opens the record read-only, even for a user who may write it. */
export const PruebaSoloVer: Story = { parameters: { engine: { user: 'admin', route: '/pruebas/ver/1', path: '/*', server: pruebas, ...fixture } } };

/** `paths.createWith`: a new note of prueba 1, its `prueba` link filled from the URL and fixed. */
export const NotaDePrueba: Story = { parameters: { engine: { user: 'admin', route: '/pruebas/1/notas/nueva', path: '/*', server: pruebas, ...fixture } } };

/** `paths.createWith` with a param that does not fit its field (an integer link): not found. */
export const NotaDePruebaRutaMala: Story = {
  parameters: { engine: { user: 'admin', route: '/pruebas/uno/notas/nueva', path: '/*', server: pruebas, ...fixture } },
};

/** A saved note of prueba 1, edited on a form that stays open after saving (`afterSave.stay`); the server stores a field of its own (as a computed field would). */
const nota = {
  id: 5,
  version: 1,
  vigente: true,
  datos: { prueba: 1, asunto: 'Llamar al cliente' },
  creadoEn: at,
  creadoPor: 'Ana',
  modificadoEn: at,
  modificadoPor: 'Ana',
};
export const NotaDePruebaEditar: Story = {
  parameters: {
    engine: {
      user: 'admin',
      route: '/pruebas/notas/editar/5',
      path: '/*',
      server: {
        ...pruebas,
        records: { ...pruebas.records, pruebanota: [nota] },
        storeAs: (_m: string, datos: Record<string, unknown>) => ({ ...datos, detalle: 'Revisado' }),
        latencyMs: 300,
      },
      ...fixture,
    },
  },
};

/** The public expired page renders without the shell. */
export const Expirado: Story = { parameters: { engine: { user: 'admin', route: '/expirado', path: '/*', server } } };
