/** Picks CardNumber for `"x-mask": "numeroTarjeta"` (rank 3, above the generic MaskedText). */
import { maskIs, rankWith, type Tester } from '../../engine/core/widgetTesters';
import { CARD_MASK } from './cardMask';

export const cardNumberTester: Tester = rankWith(3, maskIs(CARD_MASK));
