/**
 * Loads every `widgets/<Name>/index.ts`: each registers its component and ranked tester with the
 * widget catalogue when imported, so adding a widget folder needs no change here.
 */
const loaded = import.meta.glob('../../widgets/*/index.ts', { eager: true });

/** How many widget folders were loaded (the import above already registered them). */
export const widgetFolderCount = Object.keys(loaded).length;
