/** The IIBB coefficient grid in each state: empty, filled, error, read-only and disabled. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { CoefficientGridStory } from './CoefficientGridStory';

const filled = [
  { jurisdiccion: '901', coeficiente: 0.5, tipo: 'convenio' },
  { jurisdiccion: '902', coeficiente: 0.5, tipo: 'convenio' },
  { jurisdiccion: '913', coeficiente: 0, tipo: 'exento' },
];

const meta = { title: 'Widgets/CoefficientGrid', component: CoefficientGridStory } satisfies Meta<typeof CoefficientGridStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No rows yet. */
export const Vacio: Story = { args: {} };

/** Rows adding up to 1, one exempt. */
export const Completo: Story = { args: { rows: filled } };

/** A sum other than 1: the ACC-51 message from the rule. */
export const ConError: Story = { args: { rows: [{ jurisdiccion: '901', coeficiente: 0.75, tipo: 'local' }], error: t('coefficients.sum') } };

/** Read-only form. */
export const SoloLectura: Story = { args: { rows: filled, readonly: true } };

/** Disabled form (user without write access). */
export const Deshabilitado: Story = { args: { rows: filled, disabled: true } };
