/** The generic list screen on the bank module (BNK-01, BNK-05..07). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiRequest } from '../../engine/react/api/ApiClient';
import { ListScreen } from '../../engine/react/list/ListScreen';
import { demoBanks } from '../support/demoBanks';
import { storyScreen } from '../support/EngineHarness';
import { withEngine } from '../support/withEngine';

const screen = storyScreen('bancos.lista', 'list');
const route = '/herramientas/abm/bancos';

const meta = {
  title: 'Engine/ListScreen',
  decorators: [withEngine],
  render: () => <ListScreen screen={screen} />,
  parameters: { engine: { user: 'admin', route, server: { records: { banco: demoBanks() } } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on the bank list: two pages of 25. */
export const Bancos: Story = {};

/** A reader (staff, 'r' on banks): no "Nuevo". */
export const SoloLectura: Story = { parameters: { engine: { user: 'staff', route, server: { records: { banco: demoBanks(8) } } } } };

/** Nothing found. */
export const SinResultados: Story = { parameters: { engine: { user: 'admin', route, server: { records: { banco: [] } } } } };

/** More results than the module's cap. */
export const LimiteAlcanzado: Story = { parameters: { engine: { user: 'admin', route, server: { records: { banco: demoBanks() }, cap: 10 } } } };

/** The list call fails (BNK-07). */
export const ErrorAlListar: Story = { parameters: { engine: { user: 'admin', route, server: { fail: { list: 500 } } } } };

/** The list's answer is not a page of records (SHR-OP04): the list error with `error #ATGRL01`. */
export const RespuestaInesperada: Story = {
  parameters: {
    engine: {
      user: 'admin',
      route,
      server: { records: { banco: demoBanks() } },
      answer: (r: ApiRequest) => (r.path === '/api/modulos/banco' ? { status: 200, body: { datos: 'bancos', total: 3 } } : undefined),
    },
  },
};
