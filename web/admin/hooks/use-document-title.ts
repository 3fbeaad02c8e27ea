import { useEffect } from 'react';

/** Sets the browser tab's (or desktop window's) title while the screen is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
