/**
 * The title of a module's record form where no screen frames it (a record in a dialog): the named
 * form screen's title, else that of the module's first form screen, else the module's title.
 */
import type { ScreensConfig } from './screenConfig';

export function formTitleOf(config: ScreensConfig, module: string, formId?: string): string {
  const forms = config.screens.filter((s) => s.kind === 'form' && s.module === module);
  const form = forms.find((s) => s.id === formId) ?? forms[0];
  return form?.title ?? config.modules[module]?.title ?? module;
}
