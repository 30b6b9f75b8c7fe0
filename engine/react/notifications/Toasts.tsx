/**
 * Blueprint's toaster at the bottom of the screen; its code (the overlay, react-transition-group)
 * loads after the first screen or with the first notification (NotificationProvider, issue 9).
 */
import { OverlayToaster, Position } from '@blueprintjs/core';

export function Toasts({ onReady }: { readonly onReady: (toaster: OverlayToaster | null) => void }) {
  return <OverlayToaster ref={onReady} position={Position.BOTTOM} maxToasts={5} />;
}
