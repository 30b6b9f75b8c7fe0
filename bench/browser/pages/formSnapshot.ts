/**
 * Form benchmark, the floor of a form page: the DOM that page had painted (its `#root` and the
 * classes of <html> and <body>) and the CSS rules it had loaded, copied in by the driver as
 * `window.__benchSnapshot`; no script runs but the probe. What it measures per keystroke is the
 * browser's own work for that DOM (input, style, layout, paint), which no form on it avoids.
 */
import { markReadyWhen, measureInputLatency } from './latencyProbe';

interface DomSnapshot {
  readonly root: string;
  readonly htmlClass: string;
  readonly bodyClass: string;
  readonly css: string;
}

const snapshot = (window as unknown as { __benchSnapshot?: DomSnapshot }).__benchSnapshot;
if (snapshot) {
  const style = document.createElement('style');
  style.textContent = snapshot.css;
  document.head.append(style);
  document.documentElement.className = snapshot.htmlClass;
  document.body.className = snapshot.bodyClass;
  document.getElementById('root')!.innerHTML = snapshot.root;
  measureInputLatency();
  markReadyWhen(() => true);
}
