/**
 * The form screen a record opens in, wherever it opens: a related panel's or link's
 * dialog runs the same form controller as the page, so it needs the page's screen config (its
 * module, messages and actions). A module without a form screen gets a stand-in that stays where it
 * is after a save (the dialog's host decides what follows).
 */
import type { FormScreenConfig, ScreensConfig } from './screenConfig';

/** The form screen `formId` of `module`, else its first form screen, else a stand-in for a dialog. */
export function recordFormScreen(config: ScreensConfig, module: string, formId?: string): FormScreenConfig {
  const forms = config.screens.filter((s): s is FormScreenConfig => s.kind === 'form' && s.module === module);
  const form = forms.find((s) => s.id === formId) ?? forms[0];
  return (
    form ?? {
      id: `${module}.dialogo`,
      kind: 'form',
      module,
      title: config.modules[module]?.title ?? module,
      paths: { create: '', edit: '' },
      afterSave: { stay: true },
    }
  );
}
