/**
 * The 20 px paths (icons drawn at 20 px or more: a non-ideal state's icon) of the names the app
 * uses, each its own small chunk downloaded when drawn. This table is a chunk of its own
 * too, so that the entry does not carry one file name per icon.
 */
import type { IconPaths } from '@blueprintjs/icons';

const paths20 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,airplane,application,confirm,shop,arrow-left,arrow-right,bank-account,caret-down,chevron-down,chevron-left,chevron-right,chevron-up,credit-card,cross,cross-circle,disable,document,document-open,double-caret-vertical,download,edit,error,export,eye-open,floppy-disk,history,home,inbox,info-sign,issue,key,label,lock,log-out,map-marker,merge-columns,office,path-search,plus,refresh,search,sort-asc,sort-desc,star,star-empty,tick-circle,time,trash,undo,user,warning-sign,wrench}.js',
  { import: 'default' },
);

const loaders = new Map(Object.entries(paths20).map(([path, load]) => [/([^/]+)\.js$/.exec(path)![1], load]));

/** The 20 px paths of `name`, or undefined when the app does not bundle it. */
export function paths20Of(name: string): Promise<IconPaths | undefined> {
  return loaders.get(name)?.() ?? Promise.resolve(undefined);
}
