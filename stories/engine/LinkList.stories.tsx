/** Link lists on the fixture module: empty, with saved rows, files by type, and read-only (LNK-29…31, 35…37, 41). */
import { ErrorSchemaBuilder } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { t } from '../../engine/core/messages';
import type { ModuleRecord } from '../../engine/react/data/types';
import { FormScreen } from '../../engine/react/form/FormScreen';
import { LinkListStory } from '../../widgets/LinkList/LinkListStory';
import { answerLinkListUploads } from '../../widgets/LinkList/linkListStoryUploads';
import { pickedAddressRow } from '../../tests/fixtures/pickedAddressRow';
import { fixtureConfig, fixtureRegistry } from '../support/fixtureRegistry';
import { withEngine } from '../support/withEngine';

/** Saved addresses, each picked from a suggestion (LNK-38): full address, parts, country code and fingerprint. */
export const corrientes = pickedAddressRow('Av. Corrientes 1234 CABA');
export const sanMartin = pickedAddressRow('San Martín 50 Rosario');

const saved = {
  direcciones: [
    { tipo: 'legal', ...corrientes, principal: true },
    { tipo: 'comercial', ...sanMartin },
  ],
  archivos: [
    { tipo: 'DNI', archivo: 'archivo-1', nombre: 'dni-frente.pdf', principal: true },
    { tipo: 'DNI', archivo: 'archivo-2', nombre: 'dni-dorso.pdf' },
    { tipo: 'Pasaporte', archivo: 'archivo-3', nombre: 'pasaporte.pdf', principal: true },
  ],
};

// Every story runs in the engine: the address dialog's picker asks the (fake) API for suggestions,
// the file dialog's upload field stores its file through it.
const meta = {
  title: 'Engine/LinkList',
  component: LinkListStory,
  decorators: [withEngine],
  parameters: { engine: { user: 'admin', registry: fixtureRegistry(), config: fixtureConfig(), answer: answerLinkListUploads } },
} satisfies Meta<typeof LinkListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: no rows yet. */
export const Vacia: Story = { args: {} };

/** A record read from the server: saved rows, one principal address, one principal file per type. */
export const ConFilasGuardadas: Story = { args: { formData: saved } };

/** A read-only form: the rows, no buttons. */
export const SoloLectura: Story = { args: { formData: saved, readonly: true } };

/** A disabled form: the rows, no buttons (the table stays readable). */
export const Deshabilitado: Story = { args: { formData: saved, disabled: true } };

/** A list with an error: two principal addresses, refused by LNK-35's rule; the message shows under the list. */
export const ConError: Story = {
  args: {
    lists: ['direcciones'],
    formData: { direcciones: saved.direcciones.map((row) => ({ ...row, principal: true })) },
    extraErrors: new ErrorSchemaBuilder().addErrors(t('linkList.twoPrincipals', { list: 'Direcciones' }), 'direcciones').ErrorSchema,
  },
};

/** Twelve saved files: the list pages at 10 rows (ACC-39, CRD-14), so 10 show and the pager leads to the other 2. */
const doceArchivos = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  tipo: i % 2 ? 'Contrato' : 'DNI',
  archivo: `archivo-${i + 1}`,
  nombre: `archivo-${String(i + 1).padStart(2, '0')}.pdf`,
  ...(i < 2 ? { principal: true } : {}),
}));

/** Files paged 10 per page: 12 saved rows show as 10 + 2. */
export const ArchivosPaginados: Story = { args: { lists: ['archivos'], formData: { archivos: doceArchivos } } };

/**
 * The file dialog (LNK-19): "Agregar" on the files opens it with the file type from its combo
 * (`pruebaTiposArchivo`, the spec's archivoGetCombos), the upload field and the file name.
 */
export const DialogoDeArchivo: Story = {
  args: { lists: ['archivos'], formData: { archivos: saved.archivos } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Agregar' }));
  },
};

/**
 * Bank accounts (LNK-20, BAC-04, BAC-10): each row named `cuenta - MONEDA` by the registered
 * `bankAccountName` display; "Agregar" opens the bank-account dialog (bank, account type and
 * currency from their combos, account number, CBU of 22 digits).
 */
export const CuentaBancaria: Story = {
  args: {
    lists: ['cuentasBancarias'],
    formData: { cuentasBancarias: [{ id: 7, banco: '007', tipo: 'CA', moneda: 'USD', cuenta: '12345', cbu: '0070999030004123456789' }] },
  },
};

/** The addresses hold the record's main address (ACC-72, LNK-40): a principal address abroad presets the tax id. */
export const DireccionPrincipalDeCuenta: Story = {
  args: { lists: ['direcciones'], mainAddress: true, formData: { direcciones: saved.direcciones, tipoDocumento: '_1', condicionIva: '_1' } },
};

const at = '2026-01-10T12:00:00.000Z';
const contact = (id: number, nombre: string, documento: string): ModuleRecord => ({
  id,
  version: 1,
  vigente: true,
  datos: { nombre, documento, cuenta: 'Agencia Sur' },
  creadoEn: at,
  creadoPor: 'Ana Administradora',
  modificadoEn: at,
  modificadoPor: 'Ana Administradora',
});

/** A list of linked records: "Agregar" opens the contact search-and-link dialog (LNK-07); Ana is already linked. */
export const ConBusqueda: Story = {
  args: { lists: ['pasajeros'], formData: { pasajeros: [{ id: 1, nombre: 'Ana Pérez', documento: '20123456', principal: true }] } },
  parameters: {
    engine: {
      user: 'admin',
      registry: fixtureRegistry(),
      config: fixtureConfig(),
      server: {
        records: { pruebacontacto: [contact(1, 'Ana Pérez', '20123456'), contact(2, 'Andrés Gómez', '27987654')] },
        searchFields: ['nombre', 'documento', 'cuenta'],
      },
    },
  },
};

const pruebaForm = fixtureConfig().screens.find((screen) => screen.id === 'pruebas.formulario');

const editing = (server: Record<string, unknown> = {}) => ({
  user: 'admin' as const,
  answer: answerLinkListUploads,
  route: '/pruebas/editar/1',
  path: '/pruebas/editar/:id',
  registry: fixtureRegistry(),
  config: fixtureConfig(),
  server: {
    records: {
      prueba: [
        {
          id: 1,
          version: 3,
          vigente: true,
          datos: { nombre: 'Prueba con listas', activo: true, ...saved },
          creadoEn: at,
          creadoPor: 'Ana Administradora',
          modificadoEn: at,
          modificadoPor: 'Ana Administradora',
        },
      ],
    },
    ...server,
  },
});

/** The fixture's own form (FormScreen) editing a record with saved addresses: the lists save with the record. */
export const EnElFormulario: Story = {
  render: () => (pruebaForm?.kind === 'form' ? <FormScreen screen={pruebaForm} id={1} /> : <></>),
  parameters: { engine: editing() },
};

/** The server refuses the list (its principal rule): the message shows under the list. */
export const RechazadaPorElServidor: Story = {
  ...EnElFormulario,
  parameters: {
    engine: editing({ fail: { save: 400, saveCampos: [{ path: 'direcciones', mensaje: 'Solo puede haber un elemento principal en Direcciones.' }] } }),
  },
};
