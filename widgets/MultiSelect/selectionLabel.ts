/**
 * The text a multi-select shows for its selection (WID-20, CST-76, WID-OP02): `Seleccionar` when
 * empty, `Todos` when every option is selected, the option itself when it is the only one, and
 * `{n} seleccionados` otherwise.
 */
import { t } from '../../engine/core/messages';

/** Label of `selected` out of `total` options; `single` is the description of a lone selection. */
export function selectionLabel(selected: number, total: number, single?: string): string {
  if (selected === 0) return t('select.placeholder');
  if (total > 1 && selected >= total) return t('select.all');
  if (selected === 1 && single) return single;
  return t('select.count', { n: selected });
}

/** The codes after toggling `codigo`, kept in the combo's order. */
export function toggleCode(current: readonly string[], codigo: string, order: readonly string[]): string[] {
  const next = current.includes(codigo) ? current.filter((c) => c !== codigo) : [...current, codigo];
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  return [...next].sort((a, b) => rank(a) - rank(b));
}
