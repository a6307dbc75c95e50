import { useEffect, useRef } from 'react';

/** Sets the browser tab's title while the page shows (when given); the previous title comes back on leave. */
export function useDocumentTitle(title: string | undefined): void {
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    previous.current = document.title;
    return () => {
      if (previous.current !== undefined) document.title = previous.current;
    };
  }, []);
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
