/** A module's record in a dialog (related records, link fields): editing one shows its change history under the fields. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoBanks } from '../../../stories/support/demoBanks';
import { withEngine } from '../../../stories/support/withEngine';
import type { ApiRequest } from '../api/ApiClient';
import type { HistoryEntry } from '../data/types';
import { RecordFormDialogStory } from '../../../stories/support/RecordFormDialogStory';

const [bank] = demoBanks(1);
const history: HistoryEntry[] = [
  {
    version: 2,
    accion: 'modificacion',
    fecha: '2024-05-03T14:07:00.000Z',
    usuario: 'Beatriz Bancos',
    cambios: [{ campo: 'descripcion', etiqueta: 'Nombre', antes: 'Banco Nacion', despues: 'Banco de la Nación Argentina' }],
  },
  { version: 1, accion: 'alta', fecha: '2024-03-01T12:00:00.000Z', usuario: 'Ana Administradora', cambios: [] },
];

const meta = {
  title: 'Engine/RecordFormDialog',
  component: RecordFormDialogStory,
  decorators: [withEngine],
  parameters: { engine: { user: 'admin', route: '/', server: { records: { banco: [bank] }, history: { 'banco/1': history } } } },
} satisfies Meta<typeof RecordFormDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing a saved bank: the fields, then "Historial" (collapsed; who, when, which fields once opened). */
export const EditarConHistorial: Story = { args: { record: bank } };

/** A new bank: nothing saved yet, so no history. */
export const Nuevo: Story = { args: {} };

/** The save's answer is not the stored record (SHR-OP04): the module's save error with `error #ATGF01`; the dialog stays open. */
export const RespuestaInesperadaAlGuardar: Story = {
  args: { record: bank },
  parameters: {
    engine: {
      user: 'admin',
      route: '/',
      server: { records: { banco: [bank] } },
      answer: (r: ApiRequest) => (r.method === 'PUT' ? { status: 200, body: 'guardado' } : undefined),
    },
  },
};
