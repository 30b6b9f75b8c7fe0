/**
 * Browser entry: Blueprint styles, our styles, the icons we use, the app. The form widgets load
 * with the first form (engine/react/loading/widgetLoader); screens load as they are opened.
 * The session's start call leaves before React renders (a signed-in tab knows its bearer at once),
 * and with its answer the first list screen's call (engine/react/api/earlyCalls.ts, auth/firstScreenCall.ts).
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startEarlyCall } from '../engine/react/api/earlyCalls';
import { fetchTransport } from '../engine/react/api/fetchTransport';
import { setWidgetLoader } from '../engine/react/loading/widgetLoader';
import { firstScreenCall } from './auth/firstScreenCall';
import { bearerOf, startSession } from './auth/startSession';
import { installIconLoader } from './icons/installIconLoader';
import { App } from './App';

void startSession().then((start) => {
  const bearer = bearerOf(start);
  if (!bearer) return;
  const transport = fetchTransport({ getToken: () => bearer });
  const session = startEarlyCall(transport, bearer, '/api/sesion');
  // Token mode's routes are the gate's to decide (TokenModeGate): its first call is left to the screen.
  if (start.kind !== 'oidc') return;
  void session.then((answer) => {
    const call = firstScreenCall(answer, start.user, window.location);
    if (call) startEarlyCall(transport, bearer, call.path, call.params);
  }, () => undefined);
}, () => undefined); // a failed start is App's to show
setWidgetLoader(() => import('./modules/registerWidgets'));
void installIconLoader();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
