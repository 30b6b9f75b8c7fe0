/** A record's change history (platform issue, item 6). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyModuleRegistry } from '../../app/modules/eagerModules';
import type { HistoryEntry } from '../../engine/react/data/types';
import { fieldLabeler } from '../../engine/react/form/fieldLabel';
import { HistoryPanel } from '../../engine/react/history/HistoryPanel';
import { withEngine } from '../support/withEngine';

const labelOf = fieldLabeler(everyModuleRegistry().get('banco').schema);
const entries: HistoryEntry[] = [
  {
    version: 3,
    accion: 'vigencia',
    fecha: '2024-06-10T09:30:00.000Z',
    usuario: 'Ana Administradora',
    cambios: [{ campo: 'vigente', antes: true, despues: false }],
  },
  {
    version: 2,
    accion: 'modificacion',
    fecha: '2024-05-03T14:07:00.000Z',
    usuario: 'Beatriz Bancos',
    cambios: [
      { campo: 'descripcion', etiqueta: 'Nombre', antes: 'Banco Nacion', despues: 'Banco de la Nación Argentina' },
      { campo: 'codigoPostal', etiqueta: 'Código postal', antes: null, despues: 'C1036AAE' },
    ],
  },
  { version: 1, accion: 'alta', fecha: '2024-03-01T12:00:00.000Z', usuario: 'Ana Administradora', cambios: [] },
];

const meta = {
  title: 'Engine/HistoryPanel',
  decorators: [withEngine],
  render: () => <HistoryPanel module="banco" id={1} labelOf={labelOf} defaultOpen />,
  parameters: { engine: { route: '/', server: { history: { 'banco/1': entries } } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creation, an edit and a vigencia change. */
export const ConCambios: Story = {};

/** A record without entries. */
export const SinCambios: Story = { render: () => <HistoryPanel module="banco" id={2} labelOf={labelOf} defaultOpen /> };

const cuentaLabels = fieldLabeler(everyModuleRegistry().get('cuenta').schema);
const cuentaEntries: HistoryEntry[] = [
  {
    version: 2,
    accion: 'modificacion',
    fecha: '2026-05-03T14:07:00.000Z',
    usuario: 'Sergio Staff',
    cambios: [
      { campo: 'estado', antes: 1, despues: 2 },
      { campo: 'perfil', antes: null, despues: 'AGE' },
      {
        campo: 'direcciones',
        antes: [],
        despues: [
          {
            tipo: 'legal',
            direccion: 'Av. Corrientes 1234, CABA, Buenos Aires',
            principal: true,
            latitud: -34.6037,
            longitud: -58.3816,
            huella: 'f0e1d2c3b4a5f0e1d2c3b4a5f0e1d2c3b4a5',
          },
        ],
      },
    ],
  },
];

/** An account's edit as staff read it: Estado's title, a combo's description, an address as labelled parts. */
export const CuentaLegible: Story = {
  render: () => <HistoryPanel module="cuenta" id={5} labelOf={cuentaLabels} defaultOpen />,
  parameters: {
    engine: {
      route: '/',
      server: { history: { 'cuenta/5': cuentaEntries }, combos: { cuentaPerfiles: [{ codigo: 'AGE', descripcion: 'Agencia de viajes' }] } },
    },
  },
};

/** Collapsed until opened (how the form shows it). */
export const Cerrado: Story = { render: () => <HistoryPanel module="banco" id={1} labelOf={labelOf} /> };
