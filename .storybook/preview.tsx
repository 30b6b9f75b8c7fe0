/** Every story gets Blueprint's styles and ours, in Spanish. */
import '@blueprintjs/core/lib/css/blueprint.css';
import '../engine/react/theme/blueprintLater.css';
import '../app/styles.css';
import type { Preview } from '@storybook/react-vite';
import { loadAllMasks, maskRegistry } from '../engine/core/format/masks';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
  },
  // Stories render widgets without the app's lazy form screen, which is what waits for the masks'
  // on-demand code in the app (the phone's area codes, engine/core/format/phoneLibrary.browser.ts).
  loaders: [() => loadAllMasks(maskRegistry)],
  decorators: [
    (Story) => (
      <div lang="es" className="bo-story">
        <Story />
      </div>
    ),
  ],
};

export default preview;
