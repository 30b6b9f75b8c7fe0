/**
 * Browser entry: Blueprint styles, our styles, the icons we use, the app. The form widgets load
 * with the first form (engine/react/loading/widgetLoader); screens load as they are opened.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setWidgetLoader } from '../engine/react/loading/widgetLoader';
import { installIconLoader } from './icons/installIconLoader';
import { App } from './App';

setWidgetLoader(() => import('./modules/registerWidgets'));
void installIconLoader();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
