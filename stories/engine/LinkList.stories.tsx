/** Link lists on the fixture module: empty, with saved rows, files by type, and read-only (LNK-29…31, 35…37, 41). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkListStory } from '../../widgets/LinkList/LinkListStory';

const saved = {
  direcciones: [
    { tipo: 'legal', direccion: 'Av. Corrientes 1234', localidad: 'CABA', principal: true },
    { tipo: 'comercial', direccion: 'San Martín 50', localidad: 'Rosario' },
  ],
  archivos: [
    { tipo: 'DNI', nombre: 'dni-frente.pdf', principal: true },
    { tipo: 'DNI', nombre: 'dni-dorso.pdf' },
    { tipo: 'Pasaporte', nombre: 'pasaporte.pdf', principal: true },
  ],
};

const meta = { title: 'Engine/LinkList', component: LinkListStory } satisfies Meta<typeof LinkListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: no rows yet. */
export const Vacia: Story = { args: {} };

/** A record read from the server: saved rows, one principal address, one principal file per type. */
export const ConFilasGuardadas: Story = { args: { formData: saved } };

/** A read-only form: the rows, no buttons. */
export const SoloLectura: Story = { args: { formData: saved, readonly: true } };
