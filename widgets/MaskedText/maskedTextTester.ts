/** Picks MaskedText for any property whose `x-mask` names a registered mask (rank 2: specific masks such as `tarjeta` may outrank it). */
import { maskRegistry } from '../../engine/core/format/masks';
import { rankWith, type Tester } from '../../engine/core/widgetTesters';

export const maskedTextTester: Tester = rankWith(2, (p) => typeof p['x-mask'] === 'string' && maskRegistry.has(p['x-mask']));
