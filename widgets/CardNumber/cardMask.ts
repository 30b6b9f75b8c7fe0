/** The mask registry name of card numbers. */
export const CARD_MASK = 'numeroTarjeta';
