/**
 * The search-and-link dialog (LNK-07…28) on the fixture's contact kind (module pruebacontacto):
 * single and multiple selection, records already linked, no results and a failing search; and
 * every kind of LNK-07 as the fixture config declares it (tests/fixtures/fixtureLinkKinds.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ModuleRecord } from '../../engine/react/data/types';
import { fixtureConfig, fixtureRegistry } from '../support/fixtureRegistry';
import { withEngine } from '../support/withEngine';
import { SearchLinkDialogStory } from './SearchLinkDialogStory';

const at = '2026-01-10T12:00:00.000Z';
const contact = (id: number, nombre: string, documento: string, cuenta: string, extra: Record<string, unknown> = {}): ModuleRecord => ({
  id,
  version: 1,
  vigente: true,
  datos: { nombre, documento, cuenta, ...extra },
  creadoEn: at,
  creadoPor: 'Ana Administradora',
  modificadoEn: at,
  modificadoPor: 'Ana Administradora',
});

/** The fixture's contacts (pruebacontacto). */
export const contacts: ModuleRecord[] = [
  contact(1, 'Ana Pérez', '20123456', 'Agencia Sur', { telefono: '011 4444-5555', email: 'ana@ejemplo.com' }),
  contact(2, 'Andrés Gómez', '27987654', 'Agencia Norte', { telefono: '0341 555-1234', email: 'andres@ejemplo.com' }),
  contact(3, 'Beatriz Ruiz', '30111222', 'Agencia Sur'),
];

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

/**
 * Records every kind finds with "tipo" through its fixed filters: staff and sellers are contacts of
 * account 9238 (LNK-14), accounts are prueba records, the other kinds the generic pruebavinculo.
 */
export const kindRecords: Record<string, ModuleRecord[]> = {
  pruebacontacto: [
    ...contacts,
    contact(4, 'Tipo Uno', '40111222', '9238', { personal: true }),
    contact(5, 'Tipo Dos', '40333444', '9238', { personal: true }),
    contact(6, 'Tipo Agencia', '40555666', 'Agencia Sur'),
  ],
  prueba: [record(1, { nombre: 'Tipo Cuenta Uno', codigo: 'C1' }), record(2, { nombre: 'Tipo Cuenta Dos', codigo: 'C2' })],
  pruebavinculo: [record(1, { nombre: 'Tipo Registro Uno', codigo: 'R1' }), record(2, { nombre: 'Tipo Registro Dos', codigo: 'R2' })],
};

const engine = (server: Record<string, unknown> = {}, config = fixtureConfig()) => ({
  user: 'admin',
  registry: fixtureRegistry(),
  config,
  server: { records: { pruebacontacto: contacts }, searchFields: ['nombre', 'documento', 'cuenta'], ...server },
});

const meta = {
  // Data shared with the story tests, not a story.
  excludeStories: ['contacts', 'kindRecords'],
  title: 'Engine/SearchLinkDialog',
  component: SearchLinkDialogStory,
  decorators: [withEngine],
  args: { kind: 'contactoprueba', multiple: false },
  parameters: { engine: engine() },
} satisfies Meta<typeof SearchLinkDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single link (LNK-OP05: one record). */
export const Simple: Story = {};

/** A list link: several records at once (LNK-OP05). */
export const Multiple: Story = { args: { multiple: true } };

/** Ana is already linked (LNK-27). */
export const ConVinculados: Story = { args: { multiple: true, linkedIds: [1] } };

/** Nobody matches (LNK-26). */
export const SinResultados: Story = { parameters: { engine: engine({ records: { pruebacontacto: [] } }) } };

/** The search fails (LNK-24). */
export const ErrorDeBusqueda: Story = { parameters: { engine: engine({ fail: { list: 500 } }) } };

/** Teams: no minimum, an empty search lists all (LNK-13). */
export const Equipos: Story = { args: { kind: 'equipoprueba', multiple: true }, parameters: { engine: engine({ records: kindRecords }) } };

/** Any kind of LNK-07 (the `kind` arg), its module searched with the kind's fixed filters (the fake applies the config). */
export const CadaTipo: Story = { args: { multiple: true }, parameters: { engine: engine({ records: kindRecords, config: fixtureConfig() }) } };

/** Any kind whose search fails (LNK-24). */
export const CadaTipoConError: Story = {
  args: { multiple: true },
  parameters: { engine: engine({ records: kindRecords, config: fixtureConfig(), fail: { list: 500 } }) },
};
