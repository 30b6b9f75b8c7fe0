/** Route guard and CanAccess (ROL-07, ROL-12, BNK-16, BNK-17). */
import { Button, Callout } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CanAccess } from '../../engine/react/access/CanAccess';
import { Guard } from '../../engine/react/access/Guard';
import { storyConfig } from '../support/EngineHarness';
import { withEngine } from '../support/withEngine';

const bank = storyConfig.modules.banco.access;
const route = '/herramientas/abm/bancos';

const meta = {
  title: 'Engine/Guard',
  decorators: [withEngine],
  render: () => (
    <Guard guard={bank.read} redirectTo="/inicio">
      <Callout intent="success" title="Bancos">
        Pantalla protegida
      </Callout>
    </Guard>
  ),
  parameters: { engine: { user: 'staff', route } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bank reader passes the read guard. */
export const Permitido: Story = {};

/** Without permission: message and redirect to /inicio. */
export const Denegado: Story = { parameters: { engine: { user: 'sinpermisos', route } } };

/** Write-only action through CanAccess: a reader does not see it. */
export const CanAccessLector: Story = {
  render: () => (
    <CanAccess guard={bank.write} fallback={<Callout>Solo lectura</Callout>}>
      <Button intent="primary" icon="plus" text="Nuevo" />
    </CanAccess>
  ),
};

/** …and a writer does. */
export const CanAccessEscritor: Story = { ...CanAccessLector, parameters: { engine: { user: 'bancos', route } } };
