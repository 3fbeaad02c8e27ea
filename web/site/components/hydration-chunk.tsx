import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates as a unit of its own, yielding to the browser between units:
 * hydrating a long page becomes many short tasks instead of one long one (less blocking time on slow phones).
 * Nothing inside suspends, so the server renders it whole and the fallback is never shown.
 */
export function HydrationChunk({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
