/**
 * The texts of a form's derivation parts (`x-derived.parts`, engine/core/form/derivedParts.ts):
 * a combo code's description from the lookup the form's selector loads (the same cached query),
 * a linked record's name from the record the link field loads (the same query) or, right after a
 * pick, from the record the link field reports (reportLinkName: no request, and known before the
 * pick's change reaches the form). `textOf` is stable and reads the latest texts, so a change
 * handler sees a name reported a moment before; `signature` changes when a text of the current
 * values becomes known, for the form to apply derivations that waited on it.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { derivedSpecs } from '../../core/form/derivedFields';
import type { DerivedPart, PartText } from '../../core/form/derivedParts';
import { linkAnnotationOf } from '../../core/linkSearch/linkAnnotation';
import type { ModuleSchema } from '../../core/schemaRegistry';
import { useApiClient } from '../api/ApiClientProvider';
import type { RecordData } from '../data/types';
import { lookupQuery, type LookupOption } from '../data/useLookup';
import { moduleRecordQuery } from '../data/useModuleRecord';
import { useEngine } from '../engine/EngineProvider';
import { formatValue } from '../format/formatValue';
import type { FormContext } from './formContext';
import { isEmpty } from '../../core/blank';

/** What a part's text source holds now: undefined while loading, null when it failed. */
type Loaded<T> = T | null | undefined;

export interface DerivedTexts {
  readonly textOf: PartText;
  readonly signature: string;
  /** A link field's pick: the name it shows for record `id` of `field`. */
  readonly reportLinkName: (field: string, id: number, name: string) => void;
}

/** The link field's side: hands the picked record's name to the form (formContext `reportLinkName`). */
export function reportLinkName(formContext: FormContext | undefined, field: string, id: number, name: string): void {
  formContext?.reportLinkName?.(field, id, name);
}

/** Every part of the schema's derivations, once per field and kind. */
function partsOf(schema: ModuleSchema): DerivedPart[] {
  const all = Object.values(derivedSpecs(schema)).flatMap((spec) => Object.values(spec.parts ?? {}));
  return all.filter((part, i) => all.findIndex((p) => p.field === part.field && p.text === part.text) === i);
}

/** Texts of the derivation parts of a form showing `data`. */
export function useDerivedTexts(schema: ModuleSchema, data: RecordData): DerivedTexts {
  const api = useApiClient();
  const { config } = useEngine();
  const parts = useMemo(() => partsOf(schema), [schema]);
  const property = (field: string) => schema.properties[field] as Readonly<Record<string, unknown>>;
  const comboOf = (field: string) => String(property(field)['x-combo']);
  const combos = [...new Set(parts.filter((p) => p.text === 'description').map((p) => comboOf(p.field)))];
  // A link part's kind (module searched, display column: the first, as the link field shows it).
  const links = parts
    .filter((p) => p.text === 'linkName')
    .map((part) => {
      const kind = config.links?.[linkAnnotationOf(property(part.field) as never)?.kind ?? ''];
      if (!kind) throw new Error(`x-derived: el campo '${part.field}' no tiene un tipo de vínculo declarado en links`);
      const id = typeof data[part.field] === 'number' ? (data[part.field] as number) : undefined;
      return { field: part.field, module: kind.module, column: kind.columns[0].field, id };
    });
  const reported = useRef(new Map<string, string>());
  const key = (field: string, id: unknown) => `${field}\u0000${String(id)}`;

  const comboResults = useQueries({ queries: combos.map((combo) => lookupQuery(api, combo)) });
  const linkResults = useQueries({
    queries: links.map((link) =>
      moduleRecordQuery(api, link.module, link.id !== undefined && !reported.current.has(key(link.field, link.id)) ? link.id : undefined),
    ),
  });

  const latest = useRef({ combos: new Map<string, Loaded<readonly LookupOption[]>>(), links: new Map<string, { id?: number; name: Loaded<string> }>() });
  latest.current = {
    combos: new Map(combos.map((combo, i) => [combo, comboResults[i].isError ? null : comboResults[i].data?.datos])),
    links: new Map(
      links.map((link, i) => {
        const result = linkResults[i];
        const name = result.isError ? null : result.data ? formatValue(result.data.datos[link.column]) || null : undefined;
        return [link.field, { id: link.id, name }];
      }),
    ),
  };

  const textOf = useRef<PartText>((part, value) => {
    if (part.text === 'description') {
      const options = latest.current.combos.get(comboOf(part.field));
      return options === undefined || options === null ? options : (options.find((o) => o.codigo === String(value))?.descripcion ?? null);
    }
    const picked = reported.current.get(key(part.field, value));
    if (picked !== undefined) return picked;
    const link = latest.current.links.get(part.field);
    return link && link.id === value ? link.name : undefined;
  }).current;

  const signature = parts.map((part) => (isEmpty(data[part.field]) ? '' : String(textOf(part, data[part.field])))).join('\u0000');
  const reportLinkNameRef = useRef((field: string, id: number, name: string) => {
    reported.current.set(key(field, id), name);
  });
  return { textOf, signature, reportLinkName: reportLinkNameRef.current };
}
