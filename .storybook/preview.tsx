/** Every story gets Blueprint's styles and ours, in Spanish. */
import '@blueprintjs/core/lib/css/blueprint.css';
import '../engine/react/theme/blueprintLater.css';
import '../app/styles.css';
import type { Preview } from '@storybook/react-vite';
import { loadAllMasks, maskRegistry } from '../engine/core/format/masks';
import { loadLaterMessages } from '../engine/core/messages';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
  },
  // Stories render widgets without the app's lazy form screen, which is what waits for the masks'
  // on-demand code in the app (the phone's area codes, engine/core/format/phoneLibrary.browser.ts).
  // So do the messages only forms name (engine/core/messages.ts): the app loads them with the widgets.
  loaders: [() => Promise.all([loadAllMasks(maskRegistry), loadLaterMessages()])],
  decorators: [
    (Story) => (
      <div lang="es" className="bo-story">
        <Story />
      </div>
    ),
  ],
};

export default preview;
