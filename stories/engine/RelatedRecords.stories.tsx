/**
 * Related-records panels (ui:tabs `related`; ACC-36, ACC-38, ACC-39, CST-18) on the fixture module:
 * the tab "Seguimiento" of a prueba record lists its notes (module pruebanota, 10 per page, sorted
 * on the server), "Nuevo" opens the note form in a dialog linked to the record, a row opens the
 * note. A read-only record lists them read-only; a record not yet saved has none.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { ModuleRecord } from '../../engine/react/data/types';
import { FormScreen } from '../../engine/react/form/FormScreen';
import type { EngineStoryParameters } from '../support/EngineHarness';
import { fixtureConfig, fixtureRegistry } from '../support/fixtureRegistry';
import { withEngine } from '../support/withEngine';

const config = fixtureConfig();
const form = config.screens.find((s) => s.id === 'pruebas.formulario' && s.kind === 'form') as Extract<ScreensConfig['screens'][number], { kind: 'form' }>;

const at = '2026-02-01T12:00:00.000Z';
const record = (id: number, datos: Record<string, unknown>): ModuleRecord => ({
  id,
  version: 1,
  vigente: true,
  datos,
  creadoEn: at,
  creadoPor: 'Ana Administradora',
  modificadoEn: at,
  modificadoPor: 'Ana Administradora',
});
const two = (n: number) => String(n).padStart(2, '0');

/** Two pruebas: 5 (active, 12 notes) and 6 (inactive, so read-only, 1 note); one note of another record. */
export const relatedRecords: Record<string, ModuleRecord[]> = {
  prueba: [
    record(5, { nombre: 'Cuenta con notas', activo: true }),
    record(6, { nombre: 'Cuenta inactiva', activo: false }),
    record(7, { nombre: 'Otra cuenta', activo: true }),
  ],
  pruebanota: [
    ...Array.from({ length: 12 }, (_, i) =>
      record(i + 1, { prueba: 5, fecha: `2026-01-${two(i + 1)}`, asunto: `Nota ${two(i + 1)}`, detalle: `Detalle ${i + 1}` }),
    ),
    record(13, { prueba: 6, fecha: '2026-01-20', asunto: 'Nota de la inactiva' }),
    record(14, { prueba: 7, fecha: '2026-01-21', asunto: 'Nota de otra cuenta' }),
  ],
};

const engine = (id?: number): EngineStoryParameters => ({
  user: 'admin',
  registry: fixtureRegistry(),
  config,
  route: id === undefined ? form.paths.create : `/pruebas/editar/${id}`,
  path: id === undefined ? form.paths.create : form.paths.edit,
  // The fake applies the config's filters, the link field's included (as the API does).
  server: { records: relatedRecords, config, searchFields: ['nombre', 'asunto'] },
});

const meta = {
  // Data shared with the story tests, not a story.
  excludeStories: ['relatedRecords'],
  title: 'Engine/FormScreen/Related records',
  decorators: [withEngine],
  render: () => <FormScreen screen={form} id={5} />,
  parameters: { engine: engine(5) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACC-38 / CST-18: the record's 12 notes, 10 per page, newest first; "Nuevo" and rows open the note form in a dialog. */
export const NotasDelRegistro: Story = {};

/** The server refuses the note: the dialog stays open with what was typed and the server's message under the field. */
export const NotaRechazada: Story = {
  parameters: {
    engine: {
      ...engine(5),
      server: { ...engine(5).server, fail: { save: 400, saveCampos: [{ path: '/asunto', mensaje: 'Ya existe una nota con ese asunto.' }] } },
    },
  },
};

/** A read-only record (activo = no): its notes open read-only and there is no "Nuevo". */
export const RegistroSoloLectura: Story = { render: () => <FormScreen screen={form} id={6} />, parameters: { engine: engine(6) } };

/** A record being created has no notes yet: the tab says to save first. */
export const RegistroNuevo: Story = { render: () => <FormScreen screen={form} />, parameters: { engine: engine() } };
