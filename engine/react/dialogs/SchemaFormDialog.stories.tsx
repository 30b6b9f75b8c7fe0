/** A registered module's form in a dialog (the engine's modals: address, file, note, bank account...). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaFormDialogStory } from './SchemaFormDialogStory';

const meta = { title: 'Engine/SchemaFormDialog', component: SchemaFormDialogStory } satisfies Meta<typeof SchemaFormDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form. */
export const Vacio: Story = { args: {} };

/** A form that opens with values. */
export const ConDatos: Story = { args: { formData: { nombre: 'Ana Pérez', documento: '20123456' } } };
