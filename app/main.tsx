/**
 * Browser entry: Blueprint styles, our styles, the icons we use, the app. The form widgets load
 * with the first form (engine/react/loading/widgetLoader); screens load as they are opened.
 * The session's start call leaves before React renders (a signed-in tab knows its bearer at once):
 * engine/react/api/earlyCalls.ts.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startEarlyCall } from '../engine/react/api/earlyCalls';
import { fetchTransport } from '../engine/react/api/fetchTransport';
import { setWidgetLoader } from '../engine/react/loading/widgetLoader';
import { bearerOf, startSession } from './auth/startSession';
import { installIconLoader } from './icons/installIconLoader';
import { App } from './App';

void startSession().then((start) => {
  const bearer = bearerOf(start);
  if (bearer) startEarlyCall(fetchTransport({ getToken: () => bearer }), bearer, '/api/sesion');
}, () => undefined); // a failed start is App's to show
setWidgetLoader(() => import('./modules/registerWidgets'));
void installIconLoader();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
