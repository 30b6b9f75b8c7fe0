/** The signed-in frame: the menu shows only what the user may open. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inicio } from '../../app/screens/Inicio';
import { AppShell } from '../../engine/react/shell/AppShell';
import { withEngine } from '../support/withEngine';

const meta = {
  title: 'Engine/AppShell',
  decorators: [withEngine],
  render: () => (
    <AppShell productName="Back-office">
      <Inicio />
    </AppShell>
  ),
  parameters: { engine: { user: 'admin', route: '/inicio' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin sees every module. */
export const Administrador: Story = {};

/** A user without permissions sees only Home. */
export const SinPermisos: Story = { parameters: { engine: { user: 'sinpermisos', route: '/inicio' } } };
