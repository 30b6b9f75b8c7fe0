/** Picks MaskedText for any property whose `x-mask` names a registered mask (rank 2: specific masks such as `numeroTarjeta` may outrank it). */
import { maskRegistry } from '../../engine/core/format/masks';
import { rankWith, type Tester } from '../../engine/core/widgetTesters';

// A free document field (`x-display`) is typed through its display mask too (the form shows what the lists show).
const registered = (name: unknown) => typeof name === 'string' && maskRegistry.has(name);
export const maskedTextTester: Tester = rankWith(2, (p) => registered(p['x-mask']) || (p['x-mask'] === undefined && registered(p['x-display'])));
