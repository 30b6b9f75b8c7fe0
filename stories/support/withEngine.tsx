/** Story decorator: renders the story inside EngineHarness configured by `parameters.engine`. */
import type { Decorator } from '@storybook/react-vite';
import { EngineHarness, type EngineStoryParameters } from './EngineHarness';

export const withEngine: Decorator = (Story, context) => (
  <EngineHarness {...((context.parameters.engine ?? {}) as EngineStoryParameters)}>
    <Story />
  </EngineHarness>
);
