/**
 * The single-link field (x-link) of the fixture module: empty, linked, read-only. Picking a
 * contact of a Calls or Mail record prefills the phone or e-mail (LNK-32); a contact of another
 * account warns (LNK-34).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { contacts } from '../../stories/engine/SearchLinkDialog.stories';
import { fixtureConfig, fixtureRegistry } from '../../stories/support/fixtureRegistry';
import { withEngine } from '../../stories/support/withEngine';
import { LinkFieldStory } from './LinkFieldStory';

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
