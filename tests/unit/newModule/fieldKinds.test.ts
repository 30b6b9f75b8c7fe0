import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addAnnotationKeywords } from '../../../engine/core/annotations';
import { builtInMasks } from '../../../engine/core/format/masks';
import { loadLookups } from '../../../server/registry/loadLookups';
import { fieldKinds, maskSamples, type KindContext } from '../../../scripts/newModule/fieldKinds';

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

const ctx: KindContext = { comboOptions: (combo) => lookups[combo] ?? [] };
const paramOf = (param: string | undefined) => (param === 'combo' ? 'paises' : param === 'mask' ? 'cuit' : undefined);

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
      const [first, second] = kind.samples(param, ctx);
      expect(validate(first), `${name} ${JSON.stringify(first)}`).toBe(true);
      expect(validate(second), `${name} ${JSON.stringify(second)}`).toBe(true);
      expect(second, name).not.toEqual(first);
    }
  });

  it("a combo kind samples the combo's own codes", () => {
    expect(fieldKinds.combo.samples('paises', ctx)).toEqual(['AR', 'BR']);
    expect(fieldKinds.combos.samples('paises', ctx)).toEqual([['AR'], ['AR', 'BR']]);
  });

  it('a date is typed as the user sees it, an amount with a decimal comma', () => {
    expect(fieldKinds.date.typed!('2026-11-02')).toBe('02/11/2026');
    expect(fieldKinds.money.typed!('1234.50')).toBe('1234,50');
  });
});
