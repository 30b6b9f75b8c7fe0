/**
 * Blueprint's toaster at the bottom of the screen (SHR-04). Its overlay code (portal, transitions)
 * is not needed to draw the first screen, so NotificationProvider loads this file after that
 * screen settled, or at once when a notification comes earlier.
 */
import { OverlayToaster, Position } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import type { Ref } from 'react';

export function Toaster({ toasterRef }: { readonly toasterRef: Ref<OverlayToaster> }) {
  return <OverlayToaster ref={toasterRef} position={Position.BOTTOM} maxToasts={5} />;
}
