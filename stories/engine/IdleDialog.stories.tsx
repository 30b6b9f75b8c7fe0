/** The idle warning (SHR-12..14, SHR-OP01/02). */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { IdleDialog } from '../../engine/react/session/IdleDialog';
import { IDLE_OVERRIDE_KEY, IdleWatcher } from '../../engine/react/session/IdleWatcher';
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

/** Someone put short timings in this tab's sessionStorage (what the e2e suite does). */
const withIdleOverride: Decorator = (Story) => {
  sessionStorage.setItem(IDLE_OVERRIDE_KEY, JSON.stringify({ idleSeconds: 2, countdownSeconds: 5 }));
  return <Story />;
};

/** Demo mode: the sessionStorage override replaces the configured 300 s. */
export const OverrideEnModoDemo: Story = {
  render: () => <IdleWatcher allowOverride />,
  decorators: [withIdleOverride],
};

/** Production (no demo mode): the same override is ignored, the configured 300 s stand. */
export const OverrideEnProduccion: Story = {
  render: () => <IdleWatcher />,
  decorators: [withIdleOverride],
};
