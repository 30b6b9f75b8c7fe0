/**
 * Browser entry: Blueprint styles, our styles, the icons we use, the app. The form widgets load
 * with the first form (engine/react/loading/widgetLoader); screens load as they are opened.
 * The session's start call leaves before React renders (a signed-in tab knows its bearer at once),
 * naming the path being opened, whose answer carries the first list screen's page (or, without it,
 * the entry asks for that page at once: engine/react/api/earlyCalls.ts, auth/firstScreenCall.ts).
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startEarlyCall } from '../engine/react/api/earlyCalls';
import { fetchTransport } from '../engine/react/api/fetchTransport';
import { setWidgetLoader } from '../engine/react/loading/widgetLoader';
import { afterFirstScreen } from '../engine/react/loading/afterFirstScreen';
import { loadLaterMessages } from '../engine/core/messages';
import { startFirstScreenCall } from './auth/firstScreenCall';
import { sessionStartParams } from './auth/loadPrincipal';
import { bearerOf, startSession } from './auth/startSession';
import { installIconLoader, loadLaterIcons } from './icons/installIconLoader';
import { App } from './App';

void startSession().then(
  (start) => {
    const bearer = bearerOf(start);
    if (!bearer) return;
    const transport = fetchTransport({ getToken: () => bearer });
    // Token mode's routes are the gate's to decide (TokenModeGate): its first call is left to the screen.
    const session = startEarlyCall(transport, bearer, '/api/sesion', sessionStartParams(start.kind === 'oidc' ? window.location : null));
    if (start.kind !== 'oidc') return;
    void session.then(
      (answer) => startFirstScreenCall(transport, bearer, answer, start.user, window.location),
      () => undefined,
    );
  },
  () => undefined,
); // a failed start is App's to show
// Forms and previews wait for their widgets and for the icons and messages the first screen did not bring;
// those also download once the first screen settled.
setWidgetLoader(() => Promise.all([import('./modules/registerWidgets'), loadLaterIcons(), loadLaterMessages()]));
afterFirstScreen(() => void loadLaterMessages().catch(() => undefined));
void installIconLoader();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
