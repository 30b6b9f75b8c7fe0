import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addAnnotationKeywords } from '../../../engine/core/annotations';
import { builtInMasks } from '../../../engine/core/format/masks';
import { loadLookups } from '../../../server/registry/loadLookups';
import { fieldKinds, maskSamples, rangeOf, type KindContext } from '../../../scripts/newModule/fieldKinds';

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

const ctx: KindContext = { comboOptions: (combo) => lookups[combo] ?? [] };
const paramOf = (param: string | undefined) => ({ combo: 'paises', mask: 'cuit', link: 'cuenta', range: undefined })[param ?? 'range'];
/** What a generated UI test types, for a stored value (the kind writes it as a TypeScript expression). */
const typed = (kind: string, value: unknown) => new Function('value', `return ${fieldKinds[kind].typed!('value')}`)(value) as string;

describe('new-module field kinds', () => {
  it("each mask sample is in its mask's stored form and passes its check", () => {
    for (const [mask, samples] of Object.entries(maskSamples)) {
      for (const sample of samples) {
        expect(builtInMasks[mask].parse(builtInMasks[mask].format(sample, { reveal: true })), `${mask} ${sample}`).toBe(sample);
        expect(builtInMasks[mask].check?.(sample), `${mask} ${sample}`).toBeUndefined();
      }
    }
  });

  it("each kind's schema is valid JSON Schema with our annotations, and its two samples are different valid values", () => {
    const ajv = addAnnotationKeywords(new Ajv({ strict: true, strictTypes: false, strictRequired: false }));
    addFormats(ajv);
    for (const [name, kind] of Object.entries(fieldKinds)) {
      const param = paramOf(kind.param);
      const validate = ajv.compile(kind.schema(param));
      if (!kind.samples) continue;
      const [first, second] = kind.samples(param, ctx);
      expect(validate(first), `${name} ${JSON.stringify(first)}`).toBe(true);
      expect(validate(second), `${name} ${JSON.stringify(second)}`).toBe(true);
      expect(second, name).not.toEqual(first);
    }
  });

  it("a combo kind samples the combo's own codes", () => {
    expect(fieldKinds.combo.samples!('paises', ctx)).toEqual(['AR', 'BR']);
    expect(fieldKinds.combos.samples!('paises', ctx)).toEqual([['AR'], ['AR', 'BR']]);
  });

  it('a date is typed as the user sees it, an amount with a decimal comma', () => {
    expect(typed('date', '2026-11-02')).toBe('02/11/2026');
    expect(typed('money', '1234.50')).toBe('1234,50');
    expect(typed('number', 12.5)).toBe('12,5');
  });

  it('a number range is written as minimum and maximum, and its bounds are the samples', () => {
    expect(rangeOf('1-5')).toEqual({ minimum: 1, maximum: 5 });
    expect(rangeOf('-10-10.5')).toEqual({ minimum: -10, maximum: 10.5 });
    expect(rangeOf('Estrellas')).toBeUndefined();
    expect(fieldKinds.integer.schema('1-5')).toEqual({ type: 'integer', minimum: 1, maximum: 5 });
    expect(fieldKinds.integer.samples!('1-5', ctx)).toEqual([1, 5]);
    expect(fieldKinds.number.schema('0-100')).toEqual({ type: 'number', minimum: 0, maximum: 100 });
    expect(fieldKinds.integer.schema(undefined)).toEqual({ type: 'integer' });
    expect(fieldKinds.integer.samples!(undefined, ctx)).toEqual([42, 43]);
  });

  it('a link is a record id with x-link naming its kind; it has no samples (ids differ between databases) and is not filled', () => {
    expect(fieldKinds.link.schema('cuenta')).toEqual({ type: 'integer', minimum: 1, 'x-link': { kind: 'cuenta' } });
    expect(fieldKinds.link.samples).toBeUndefined();
    expect(fieldKinds.link.fill).toBeUndefined();
  });
});
