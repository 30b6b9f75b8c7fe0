/** The query key of the counts shown beside menu entries (`menu[].count`, SUP-16): a transition reloads them. */
export const COUNT_KEY = 'contador';
