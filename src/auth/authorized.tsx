import type { ReactNode } from 'react';
import { useActions } from './use-actions';

/** Renders its children only when the user holds `action` (a `pageId:action` key). */
export function Authorized({
  action,
  children,
  fallback = null,
}: {
  action: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { has } = useActions();
  return <>{has(action) ? children : fallback}</>;
}
