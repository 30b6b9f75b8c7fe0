/** Every story gets Blueprint's styles and ours, in Spanish. */
import '@blueprintjs/core/lib/css/blueprint.css';
import '../app/styles.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
  },
  decorators: [
    (Story) => (
      <div lang="es" className="bo-story">
        <Story />
      </div>
    ),
  ],
};

export default preview;
