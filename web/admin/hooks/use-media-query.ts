import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches; follows changes (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The toasts' breakpoints (Tailwind's sm and md). */
export const SMALL_AND_UP = '(min-width: 640px)';
export const MEDIUM_AND_UP = '(min-width: 768px)';
