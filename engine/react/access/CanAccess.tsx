/** Renders its children only when the user passes the guard, instead of `if (role === ...)` in screens. */
import type { ReactNode } from 'react';
import type { Guard } from '../../core/permissions';
import { useCanAccess } from './useCanAccess';

export interface CanAccessProps {
  readonly guard: Guard | undefined;
  readonly children: ReactNode;
  /** Shown when denied (nothing by default). */
  readonly fallback?: ReactNode;
}

/** Children when allowed, else `fallback`. */
export function CanAccess({ guard, children, fallback = null }: CanAccessProps) {
  return <>{useCanAccess(guard) ? children : fallback}</>;
}
