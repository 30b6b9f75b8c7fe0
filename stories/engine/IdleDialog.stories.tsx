/** The idle warning (SHR-12..14, SHR-OP01/02). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdleDialog } from '../../engine/react/session/IdleDialog';
import { IdleWatcher } from '../../engine/react/session/IdleWatcher';
import { storyConfig } from '../support/EngineHarness';
import { withEngine } from '../support/withEngine';

const meta = {
  title: 'Engine/IdleDialog',
  decorators: [withEngine],
  render: () => <IdleDialog secondsLeft={42} countdownSeconds={300} onStay={() => undefined} />,
  parameters: { engine: { route: '/' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The countdown as the user sees it. */
export const CuentaRegresiva: Story = {};

/** The watcher with short timings: idle after 2 s, logout 5 s later unless "Seguir conectado". */
export const TiemposCortos: Story = {
  render: () => <IdleWatcher />,
  parameters: { engine: { route: '/', config: { ...storyConfig, session: { idleSeconds: 2, countdownSeconds: 5, keepaliveSeconds: 1 } } } },
};
