/**
 * The single-link field (x-link) of the fixture module: empty, with an error, linked, read-only,
 * disabled. Picking a
 * contact of a Calls or Mail record prefills the phone or e-mail (LNK-32); a contact of another
 * account warns (LNK-34). The field's other modals: "Nuevo" creates a contact as a prospect and
 * links it (LNK-16), "Ver" shows the linked contact read-only (LNK-21), and the assignee is picked
 * from staff contacts only (LNK-22).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { contacts } from '../../stories/engine/SearchLinkDialog.stories';
import { fixtureConfig, fixtureRegistry } from '../../stories/support/fixtureRegistry';
import { withEngine } from '../../stories/support/withEngine';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { ModuleRecord } from '../../engine/react/data/types';
import { FormScreen } from '../../engine/react/form/FormScreen';
import { t } from '../../engine/core/messages';
import { LinkFieldStory } from '../../stories/support/LinkFieldStory';

const config = fixtureConfig();
const form = config.screens.find((s) => s.id === 'pruebas.formulario') as Extract<ScreensConfig['screens'][number], { kind: 'form' }>;
const at = '2026-02-01T12:00:00.000Z';
/** Staff contacts (`personal`, as account 9238's) beside the agencies' contacts. */
export const staffAndContacts: ModuleRecord[] = [
  ...contacts,
  { ...contacts[0], id: 10, datos: { nombre: 'Ana Staff', documento: '33111222', cuenta: '9238', personal: true } },
  { ...contacts[0], id: 11, datos: { nombre: 'Bruno Staff', documento: '33444555', cuenta: '9238', personal: true } },
];
const withConfig = {
  user: 'admin',
  registry: fixtureRegistry(),
  config: fixtureConfig(),
  server: { records: { pruebacontacto: staffAndContacts }, config: fixtureConfig(), searchFields: ['nombre', 'documento', 'cuenta'] },
};
const call = {
  id: 5,
  version: 1,
  vigente: true,
  datos: { nombre: 'Llamada a Ana', tipo: 'Calls', activo: true },
  creadoEn: at,
  creadoPor: 'Ana Administradora',
  modificadoEn: at,
  modificadoPor: 'Ana Administradora',
};

const meta = {
  // Data shared with the story tests, not a story.
  excludeStories: ['staffAndContacts'],
  title: 'Widgets/LinkField',
  component: LinkFieldStory,
  decorators: [withEngine],
  parameters: {
    engine: {
      user: 'admin',
      registry: fixtureRegistry(),
      config: fixtureConfig(),
      server: { records: { pruebacontacto: contacts }, searchFields: ['nombre', 'documento', 'cuenta'] },
    },
  },
} satisfies Meta<typeof LinkFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing linked and nothing typed: "Sin vincular". */
export const Vacio: Story = { args: { formData: {} } };

/** A required contact left empty: the message under the field. */
export const ConError: Story = { args: { formData: { tipo: 'Calls' }, errors: { contacto: t('validation.required', { field: 'Contacto' }) } } };

/** Disabled form (user without write access): the linked name, no Buscar, Quitar or Nuevo. */
export const Deshabilitado: Story = { args: { formData: { tipo: 'Calls', contacto: 1, telefono: '011 4444-5555' }, disabled: true } };

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

/** LNK-16: "Nuevo" opens the contact form in a dialog, the new contact starts as a prospect (x-link `create.values`) and is linked. */
export const NuevoContacto: Story = { args: { formData: { tipo: 'Calls' } }, parameters: { engine: withConfig } };

/** LNK-21: "Ver" shows the linked contact read-only (also on a read-only form). */
export const VerContacto: Story = { args: { formData: { tipo: 'Calls', contacto: 1 }, readonly: true }, parameters: { engine: withConfig } };

/** LNK-22: the assignee is searched among staff contacts only (the `personal` kind's fixed filter) and can be viewed. */
export const Asignado: Story = { args: { fields: ['asignado'], heading: 'Asignación' }, parameters: { engine: withConfig } };
