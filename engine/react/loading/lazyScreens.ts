/**
 * The screen kinds and the list's heavy parts, each its own chunk: the shell and Home
 * load first; a list, a form or a preview downloads when first opened or when prefetched. Forms
 * also wait for the widgets (widgetLoader) and the masks' on-demand code (the phone's area codes).
 */
import { lazyNamed } from './lazyNamed';
import { loadAllMasks, maskRegistry } from '../../core/format/masks';
import { loadWidgets } from './widgetLoader';

async function withWidgets<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, loadWidgets(), loadAllMasks(maskRegistry)]);
  return module;
}

export const LazyListScreen = lazyNamed(() => import('../list/ListScreen'), 'ListScreen');
export const LazyFormScreen = lazyNamed(() => withWidgets(import('../form/FormScreen')), 'FormScreen');
export const LazyPreviewDialog = lazyNamed(() => withWidgets(import('../list/PreviewDialog')), 'PreviewDialog');
