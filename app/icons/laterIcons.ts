/**
 * The 16 px paths of the icons that forms, dialogs, menus and the list's later parts draw, and the
 * shell and the list screen do not: one chunk, loaded by `loadLaterIcons`
 * (app/icons/installIconLoader.ts) after the first screen settled and before the first form renders.
 */
import type { IconPaths } from '@blueprintjs/icons';

/** By module path (`…/16px/paths/<name>.js`). */
export const laterPaths16: Readonly<Record<string, IconPaths>> = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,arrow-left,arrow-right,chevron-down,chevron-up,confirm,cross,download,edit,floppy-disk,history,inbox,issue,key,label,lock,map-marker,merge-columns,star,star-empty,trash,undo}.js',
  { eager: true, import: 'default' },
);
