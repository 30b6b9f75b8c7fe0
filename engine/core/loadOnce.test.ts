import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('downloads once for every caller, and again after a failed download', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('sin conexión')).mockResolvedValue('listo');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('sin conexión');
    expect(await Promise.all([get(), get()])).toEqual(['listo', 'listo']);
    expect(await get()).toBe('listo');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
