/**
 * The single-link field (x-link) of the fixture module: empty, linked, read-only. Picking a
 * contact of a Calls or Mail record prefills the phone or e-mail (LNK-32); a contact of another
 * account warns (LNK-34).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { contacts } from '../../stories/engine/SearchLinkDialog.stories';
import { fixtureConfig, fixtureRegistry } from '../../stories/support/fixtureRegistry';
import { withEngine } from '../../stories/support/withEngine';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { FormScreen } from '../../engine/react/form/FormScreen';
import { LinkFieldStory } from './LinkFieldStory';

const config = fixtureConfig();
const form = config.screens.find((s) => s.id === 'pruebas.formulario') as Extract<ScreensConfig['screens'][number], { kind: 'form' }>;
const at = '2026-02-01T12:00:00.000Z';
const call = { id: 5, version: 1, vigente: true, datos: { nombre: 'Llamada a Ana', tipo: 'Calls', activo: true }, creadoEn: at, creadoPor: 'Ana Administradora', modificadoEn: at, modificadoPor: 'Ana Administradora' };

const meta = {
  title: 'Widgets/LinkField',
  component: LinkFieldStory,
  decorators: [withEngine],
  parameters: {
    engine: { user: 'admin', registry: fixtureRegistry(), config: fixtureConfig(), server: { records: { pruebacontacto: contacts }, searchFields: ['nombre', 'documento', 'cuenta'] } },
  },
} satisfies Meta<typeof LinkFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Calls record with no contact yet: picking one fills the empty phone. */
export const Llamada: Story = { args: { formData: { tipo: 'Calls' } } };

/** A Mail record of account Agencia Norte with its own phone: picking fills the e-mail only. */
export const CorreoDeOtraCuenta: Story = { args: { formData: { tipo: 'Mail', cuenta: 'Agencia Norte', telefono: '011 0000-0000' } } };

/** A record linked to Ana Pérez. */
export const Vinculado: Story = { args: { formData: { tipo: 'Calls', contacto: 1, telefono: '011 4444-5555' } } };

/** Read-only form: no Buscar, no Quitar. */
export const SoloLectura: Story = { args: { formData: { contacto: 1 }, readonly: true } };

/** The field inside the fixture's real form (FormScreen → RecordForm), tab "Contacto", on a Calls record. */
export const EnFormulario: Story = {
  render: () => <FormScreen screen={form} id={5} />,
  parameters: {
    engine: {
      user: 'admin',
      route: '/pruebas/editar/5',
      path: form.paths.edit,
      registry: fixtureRegistry(),
      config,
      server: { records: { pruebacontacto: contacts, prueba: [call] }, searchFields: ['nombre', 'documento', 'cuenta'] },
    },
  },
};
