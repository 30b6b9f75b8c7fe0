import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ScreenRegistry } from '../../engine/react/screens/screenRegistry';
import type { CustomScreenConfig } from '../../engine/core/screenConfig';
import { registerModuleScreens, screenNameOf } from './moduleScreens';

const config: CustomScreenConfig = { id: 'x', kind: 'custom', path: '/x', component: 'Correos', title: 'Correos' };

describe('module folders’ custom screens (schemas/<m>/screens/<Name>.tsx)', () => {
  it('names a screen after its file', () => {
    expect(screenNameOf('../../schemas/correo/screens/Correos.tsx')).toBe('Correos');
    expect(screenNameOf('../../schemas/correo/screens/helpers/table.ts')).toBeNull();
  });

  it('registers each file lazily: nothing loads until the screen opens, then the named export renders', async () => {
    let loads = 0;
    const registry = registerModuleScreens(new ScreenRegistry(), {
      '../../schemas/correo/screens/Correos.tsx': async () => {
        loads += 1;
        return { Correos: ({ screen: s }: { screen: CustomScreenConfig }) => <h1>{s.title}</h1> };
      },
    });
    expect(registry.has('Correos')).toBe(true);
    expect(loads).toBe(0);
    const Screen = registry.get('Correos', 'test');
    render(
      <Suspense fallback="…">
        <Screen screen={config} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Correos' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('a file that does not export its screen fails naming the file', async () => {
    const loaders = new Map<string, () => Promise<unknown>>();
    const registry = new ScreenRegistry();
    registry.registerLoader = (name, load) => void loaders.set(name, load);
    registerModuleScreens(registry, { '../../schemas/correo/screens/Correos.tsx': async () => ({ Otra: () => null }) });
    await expect(loaders.get('Correos')!()).rejects.toThrow("El archivo ../../schemas/correo/screens/Correos.tsx no exporta la pantalla 'Correos'");
  });
});
