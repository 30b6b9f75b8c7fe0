/**
 * Reference checks of the `links` block of screens.config.json (LNK-07…14): each kind names a
 * declared module with a text filter, columns that are fields of it and fixed filters it declares.
 * Called by validateScreenConfig, so a bad reference stops start-up with its JSON path.
 */
import type { ScreensConfig } from '../screenConfig';
import { hasNoun, isLinkKind } from './linkKinds';

export interface LinkConfigProblem {
  readonly path: string;
  readonly message: string;
}

/** The problems of `config.links`; `fieldsOf` gives a module's fields when the schemas are known. */
export function linkConfigProblems(config: ScreensConfig, fieldsOf: (module: string) => ReadonlySet<string> | undefined): LinkConfigProblem[] {
  const problems: LinkConfigProblem[] = [];
  for (const [kind, link] of Object.entries(config.links ?? {})) {
    const at = `/links/${kind}`;
    if (!isLinkKind(kind) && !link.noun) problems.push({ path: at, message: `'${kind}' no es un tipo de vínculo: declare su 'noun'` });
    else if (!hasNoun(kind, link, config.links))
      problems.push({
        path: `${at}/noun`,
        message: `'${String(link.noun)}' no es un tipo de vínculo con palabras: nombre uno que las declare o declare { singular, plural, gender }`,
      });
    const module = config.modules[link.module];
    if (!module) {
      problems.push({ path: `${at}/module`, message: `no existe el módulo '${link.module}'` });
      continue;
    }
    if (!module.list.filters.some((f) => f.kind === 'text')) {
      problems.push({ path: `${at}/module`, message: `el módulo '${link.module}' no tiene un filtro de texto para buscar` });
    }
    const fields = fieldsOf(link.module);
    link.columns.forEach((column, i) => {
      if (fields && !fields.has(column.field))
        problems.push({ path: `${at}/columns/${i}/field`, message: `el campo '${column.field}' no existe en el esquema` });
    });
    for (const name of Object.keys(link.filters ?? {})) {
      if (!module.list.filters.some((f) => f.name === name))
        problems.push({ path: `${at}/filters/${name}`, message: `el módulo '${link.module}' no declara el filtro '${name}'` });
    }
  }
  return problems;
}
