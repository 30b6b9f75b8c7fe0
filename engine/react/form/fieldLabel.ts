/** Field labels (engine/core/fieldLabels.ts) and the DOM id rjsf gives a field. */
export { fieldLabeler } from '../../core/fieldLabels';

/** The DOM id rjsf gives a field (`root_descripcion`). */
export function fieldDomId(path: string): string {
  return ['root', ...path.split('.').filter(Boolean)].join('_');
}
