/** rjsf's own UI strings in Spanish where the catalogue has them; the rest stay rjsf's defaults. */
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { t, type MessageKey } from '../../core/messages';

const spanish: Partial<Record<TranslatableString, MessageKey>> = {
  [TranslatableString.YesLabel]: 'ui.yes',
  [TranslatableString.NoLabel]: 'ui.no',
  [TranslatableString.AddButton]: 'ui.new',
  [TranslatableString.AddItemButton]: 'ui.new',
  [TranslatableString.CloseLabel]: 'ui.cancel',
};

/** rjsf `translateString` for the theme. */
export function translateString(key: TranslatableString, params?: string[]): string {
  const catalogueKey = spanish[key];
  return catalogueKey ? t(catalogueKey) : englishStringTranslator(key, params);
}
