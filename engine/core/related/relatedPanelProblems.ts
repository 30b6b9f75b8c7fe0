/**
 * Start-up checks of a module's related-records panels (`ui:tabs[i].related`): the listed module
 * is declared, its `field` is an `x-link` id whose kind links back to this module, the columns are
 * its fields, the page size is 1…1000, `form` is a form screen of that module and `listError` a
 * known message. The server runs
 * them when it registers the module, so a bad panel stops start-up with its path.
 */
import { linkAnnotationOf } from '../linkSearch/linkAnnotation';
import { hasMessage } from '../messages';
import type { JsonSchemaProperty } from '../schemaRegistry';
import type { ScreensConfig } from '../screenConfig';
import { systemFields } from '../systemFields';
import { linkFilterFields } from './linkFieldFilters';

/** Largest page of the list API (server/modules/moduleSchemas.ts MAX_PAGE). */
const MAX_PAGE_SIZE = 1000;

type Properties = Readonly<Record<string, JsonSchemaProperty>>;
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Problems of the panels in `schemaModule`'s ui schema, as `path: message` lines; `propertiesOf`
 * gives a config module's schema properties.
 */
export function relatedPanelProblems(
  schemaModule: string,
  ui: Readonly<Record<string, unknown>>,
  config: ScreensConfig,
  propertiesOf: (configModule: string) => Properties | undefined,
): string[] {
  const tabs = ui['ui:tabs'];
  if (!Array.isArray(tabs)) return [];
  const problems: string[] = [];
  tabs.forEach((tab, i) => {
    if (!isObject(tab) || tab.related === undefined) return;
    const at = `schemas/${schemaModule}/${schemaModule}.ui.json#/ui:tabs/${i}/related`;
    const related = tab.related;
    if (!isObject(related) || typeof related.module !== 'string' || typeof related.field !== 'string') {
      problems.push(`${at}: debe indicar 'module' y 'field'`);
      return;
    }
    const target = config.modules[related.module];
    const properties = propertiesOf(related.module);
    if (!target || !properties) {
      problems.push(`${at}/module: no existe el módulo '${related.module}'`);
      return;
    }
    const link = linkAnnotationOf(properties[related.field]);
    if (!link || !linkFilterFields({ properties }).includes(related.field)) {
      problems.push(`${at}/field: '${related.field}' no es un campo de vínculo (x-link) de '${related.module}'`);
    } else {
      const kindModule = config.links?.[link.kind]?.module;
      if (!kindModule || config.modules[kindModule]?.schema !== schemaModule) {
        problems.push(`${at}/field: '${related.field}' de '${related.module}' no vincula registros de '${schemaModule}'`);
      }
    }
    const columns = related.columns;
    if (!Array.isArray(columns) || !columns.length) problems.push(`${at}/columns: debe listar al menos una columna`);
    else {
      columns.forEach((column, c) => {
        const field = isObject(column) ? column.field : undefined;
        if (typeof field !== 'string' || !isObject(column) || typeof column.label !== 'string')
          problems.push(`${at}/columns/${c}: debe tener 'field' y 'label'`);
        else if (!(field in properties) && !(systemFields as readonly string[]).includes(field))
          problems.push(`${at}/columns/${c}/field: el campo '${field}' no existe en '${related.module}'`);
      });
    }
    const size = related.pageSize;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
      problems.push(`${at}/pageSize: debe ser un entero entre 1 y ${MAX_PAGE_SIZE}`);
    if (related.listError !== undefined && (typeof related.listError !== 'string' || !hasMessage(related.listError)))
      problems.push(`${at}/listError: mensaje desconocido '${String(related.listError)}'`);
    if (related.form !== undefined) {
      const form = config.screens.find((s) => s.id === related.form);
      if (!form || form.kind !== 'form' || form.module !== related.module)
        problems.push(`${at}/form: '${String(related.form)}' no es una pantalla de formulario de '${related.module}'`);
    }
  });
  return problems;
}
