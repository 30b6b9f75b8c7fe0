/** A registered module's form in a dialog (the engine's modals: address, file, note, bank account...). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureRegistry } from '../../../stories/support/fixtureRegistry';
import { withEngine } from '../../../stories/support/withEngine';
import { SchemaFormDialogStory } from './SchemaFormDialogStory';

const meta = { title: 'Engine/SchemaFormDialog', component: SchemaFormDialogStory } satisfies Meta<typeof SchemaFormDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form. */
export const Vacio: Story = { args: {} };

/** A form that opens with values. */
export const ConDatos: Story = { args: { formData: { nombre: 'Ana Pérez', documento: '20123456' } } };

/** A form with a combo (its options from the fake server): Escape on the open list closes the list only. */
export const ConCombo: Story = {
  args: { module: 'pruebavinculo', formData: { nombre: 'Viajes Sur', tipo: 'EMP' } },
  decorators: [withEngine],
  parameters: { engine: { user: 'admin', route: '/', registry: fixtureRegistry() } },
};
