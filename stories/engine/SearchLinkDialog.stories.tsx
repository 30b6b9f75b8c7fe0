/**
 * The search-and-link dialog (LNK-07…28) on the fixture's contact kind (module pruebacontacto):
 * single and multiple selection, records already linked, no results and a failing search.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ModuleRecord } from '../../engine/react/data/types';
import { fixtureConfig, fixtureRegistry } from '../support/fixtureRegistry';
import { withEngine } from '../support/withEngine';
import { SearchLinkDialogStory } from './SearchLinkDialogStory';

const at = '2026-01-10T12:00:00.000Z';
const contact = (id: number, nombre: string, documento: string, cuenta: string, extra: Record<string, unknown> = {}): ModuleRecord => ({
  id, version: 1, vigente: true, datos: { nombre, documento, cuenta, ...extra }, creadoEn: at, creadoPor: 'Ana Administradora', modificadoEn: at, modificadoPor: 'Ana Administradora',
});

/** The fixture's contacts (pruebacontacto). */
export const contacts: ModuleRecord[] = [
  contact(1, 'Ana Pérez', '20123456', 'Agencia Sur', { telefono: '011 4444-5555', email: 'ana@ejemplo.com' }),
  contact(2, 'Andrés Gómez', '27987654', 'Agencia Norte', { telefono: '0341 555-1234', email: 'andres@ejemplo.com' }),
  contact(3, 'Beatriz Ruiz', '30111222', 'Agencia Sur'),
];

/** The fixture config plus a team kind over the same module, without minimum length (LNK-13). */
function configWithTeams() {
  const config = fixtureConfig() as unknown as { links: Record<string, unknown> };
  config.links = { ...config.links, equipo: { module: 'pruebacontacto', columns: [{ field: 'nombre', label: 'Nombre' }], cap: 100 } };
  return config as unknown as ReturnType<typeof fixtureConfig>;
}

const engine = (server: Record<string, unknown> = {}, config = fixtureConfig()) => ({
  user: 'admin',
  registry: fixtureRegistry(),
  config,
  server: { records: { pruebacontacto: contacts }, searchFields: ['nombre', 'documento', 'cuenta'], ...server },
});

const meta = {
  // Data shared with the story tests, not a story.
  excludeStories: ['contacts'],
  title: 'Engine/SearchLinkDialog',
  component: SearchLinkDialogStory,
  decorators: [withEngine],
  args: { kind: 'contacto', multiple: false },
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
export const Equipos: Story = { args: { kind: 'equipo', multiple: true }, parameters: { engine: engine({}, configWithTeams()) } };
