/**
 * Form features on the engine's fixture module `prueba` (tests/fixtures/modules/prueba): tabs with
 * sections and link panels, read-only by the record's state, fields hidden or disabled by
 * permission, a derived name until touched, the after-save modal and the field-by-field conflict.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { HistoryEntry, ModuleRecord } from '../../engine/react/data/types';
import { FormScreen } from '../../engine/react/form/FormScreen';
import type { EngineStoryParameters } from '../support/EngineHarness';
import { fixtureConfig, fixtureRegistry } from '../support/fixtureRegistry';
import { withEngine } from '../support/withEngine';

const config = fixtureConfig();
const form = config.screens.find((s) => s.id === 'pruebas.formulario' && s.kind === 'form') as Extract<ScreensConfig['screens'][number], { kind: 'form' }>;

/** The fixture config where ROLE_AT (the `staff` demo user) may also read and write pruebas. */
function configForStaff(): ScreensConfig {
  const copy = fixtureConfig() as unknown as { modules: Record<string, { access: { read: { anyOf: unknown[] }; write: { anyOf: unknown[] } } }> };
  const access = copy.modules.prueba.access;
  access.read.anyOf.push({ role: 'ROLE_AT' });
  access.write.anyOf.push({ role: 'ROLE_AT' });
  return copy as unknown as ScreensConfig;
}

const at = '2026-02-01T12:00:00.000Z';
const prueba = (id: number, datos: Record<string, unknown>, extra: Partial<ModuleRecord> = {}): ModuleRecord => ({
  id,
  version: 1,
  vigente: true,
  datos,
  creadoEn: at,
  creadoPor: 'Ana Administradora',
  modificadoEn: at,
  modificadoPor: 'Ana Administradora',
  ...extra,
});

export const records: ModuleRecord[] = [
  prueba(1, { nombre: 'Excursión', codigo: 'EX1', nombreSugerido: 'Excursión - EX1', activo: true, importe: 100, costoInterno: 70, referencia: 'R-1' }),
  prueba(2, { nombre: 'Inactiva', codigo: 'IN', activo: false }),
  prueba(3, { nombre: 'Fuera de uso', codigo: 'FU', activo: true }, { vigente: false }),
  prueba(4, { nombre: 'Crucero', codigo: 'CR', nombreSugerido: 'Crucero de verano', activo: true }),
];

const edit = (id: number) => ({ route: `/pruebas/editar/${id}`, path: form.paths.edit });
const engine = (extra: Partial<EngineStoryParameters> = {}): EngineStoryParameters => ({
  user: 'admin',
  registry: fixtureRegistry(),
  config,
  route: form.paths.create,
  server: { records: { prueba: records } },
  ...extra,
});

const meta = {
  // Data shared with the story tests, not a story.
  excludeStories: ['records'],
  title: 'Engine/FormScreen/Form features',
  decorators: [withEngine],
  render: () => <FormScreen screen={form} />,
  parameters: { engine: engine() },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create: tabs (Datos, Notas, link panels), sections inside a tab, derived name, after-save modal. */
export const Alta: Story = {};

/** Edit an active record (tabs, history, fields for an admin). */
export const Edicion: Story = { render: () => <FormScreen screen={form} id={1} />, parameters: { engine: engine(edit(1)) } };

/** ACC-44: `activo` = no opens read-only for everyone, saying why. */
export const InactivaSoloLectura: Story = { render: () => <FormScreen screen={form} id={2} />, parameters: { engine: engine(edit(2)) } };

/** SGC-52 / ACC-45: not `vigente` is read-only for a non-admin... */
export const NoVigenteOtroUsuario: Story = {
  render: () => <FormScreen screen={form} id={3} />,
  parameters: { engine: engine({ ...edit(3), user: 'staff', config: configForStaff() }) },
};

/** ... and editable for an admin (`unlessRole`). */
export const NoVigenteAdministrador: Story = { render: () => <FormScreen screen={form} id={3} />, parameters: { engine: engine(edit(3)) } };

/** `x-access`: another user does not see `costoInterno` and cannot change `referencia`. */
export const CamposPorPermiso: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: { engine: engine({ ...edit(1), user: 'staff', config: configForStaff() }) },
};

/** A stored name that differs from its derivation counts as edited: it does not follow. */
export const NombreEditado: Story = { render: () => <FormScreen screen={form} id={4} />, parameters: { engine: engine(edit(4)) } };

/** Contacts the fixture's link field picks from (module pruebacontacto, kind `contacto`). */
const contactos = [prueba(1, { nombre: 'Ana Pérez', documento: '20111222' }), prueba(2, { nombre: 'Bruno Díaz', documento: '30111222' })];
const viaje = prueba(5, { nombre: 'Viaje', pais: 'CL', contacto: 1, titulo: 'Ana Pérez - Chile' });
const withContacts = { records: { prueba: [...records, viaje], pruebacontacto: contactos }, searchFields: ['nombre', 'documento'] };

/** x-derived parts: `Título del viaje` is the picked contact's name and the country's description, until touched. */
export const TituloDerivado: Story = { parameters: { engine: engine({ server: withContacts }) } };

/** A stored title equal to its derivation follows once the contact's name and the countries are loaded. */
export const TituloDerivadoGuardado: Story = {
  render: () => <FormScreen screen={form} id={5} />,
  parameters: { engine: engine({ ...edit(5), server: withContacts }) },
};

const history: Record<string, HistoryEntry[]> = {
  'prueba/1': [
    {
      version: 2,
      accion: 'modificacion',
      fecha: '2026-02-03T15:30:00.000Z',
      usuario: 'Beatriz Bancos',
      cambios: [
        { campo: 'codigo', antes: 'EX1', despues: 'EX2' },
        { campo: 'importe', antes: 100, despues: 150 },
      ],
    },
    { version: 1, accion: 'alta', fecha: at, usuario: 'Ana Administradora', cambios: [] },
  ],
};

/** Someone else changed `codigo` and `importe` meanwhile: the conflict is resolved field by field. */
export const ConflictoCampoPorCampo: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: {
    engine: engine({
      ...edit(1),
      server: {
        records: { prueba: records },
        history,
        conflictWith: {
          ...records[0],
          version: 2,
          datos: { ...records[0].datos, codigo: 'EX2', nombreSugerido: 'Excursión - EX2', importe: 150 },
          modificadoPor: 'Beatriz Bancos',
          modificadoEn: '2026-02-03T15:30:00.000Z',
        },
      },
    }),
  },
};
