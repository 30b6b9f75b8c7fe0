/**
 * libphonenumber-js on demand (issue 9): the browser's phoneLibrary downloads it once when a screen
 * needs a phone; until then formatPhone reads 10-digit numbers as the unknown-area row; the masks
 * say what is still to download, and the server (this phoneLibrary) has it at once.
 */
import { describe, expect, it } from 'vitest';
import * as browserLibrary from './phoneLibrary.browser';
import { loadPhoneParser, phoneParser } from './phoneLibrary';
import { createMaskRegistry, loadAllMasks, masksToLoad, maskRegistry } from './masks';

describe('phone library on demand', () => {
  it('the server and tests have the parser at once: nothing to load, the telefono mask formats with the area codes', () => {
    expect(phoneParser()).not.toBeNull();
    expect(loadPhoneParser()).toBeNull();
    expect(masksToLoad(maskRegistry, { tel: { 'x-mask': 'telefono' } })).toBeNull();
    expect(maskRegistry.get('telefono').format('2266456123')).toBe('(2266) 45-6123');
  });

  it('the browser variant has no parser until loaded; one download serves every caller; then nothing is left to load', async () => {
    expect(browserLibrary.phoneParser()).toBeNull();
    const first = browserLibrary.loadPhoneParser();
    expect(first).toBeInstanceOf(Promise);
    expect(browserLibrary.loadPhoneParser()).toBe(first);
    await first;
    expect(browserLibrary.phoneParser()?.('3514561234', 'AR')?.isValid()).toBe(true);
    expect(browserLibrary.loadPhoneParser()).toBeNull();
  });

  it('masksToLoad waits only for the masks of the fields shown; loadAllMasks for every mask', async () => {
    const registry = createMaskRegistry();
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (release = resolve));
    let loaded = false;
    registry.register('lenta', { format: String, parse: String, formatWhileTyping: false, load: () => (loaded ? null : pending) });
    const properties = { a: { 'x-mask': 'lenta' }, b: { 'x-mask': 'cuit' }, c: {} };
    expect(masksToLoad(registry, properties, ['b', 'c'])).toBeNull();
    const waiting = masksToLoad(registry, properties, ['a', 'b']);
    expect(waiting).toBeInstanceOf(Promise);
    const all = loadAllMasks(registry);
    loaded = true;
    release();
    await Promise.all([waiting, all]);
    expect(masksToLoad(registry, properties)).toBeNull();
  });
});
