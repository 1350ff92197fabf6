import { useEffect } from 'react';
import { DEFAULT_TITLE } from '../siteLinks';

/** Sets the document title while the page is shown; back to "College Football" afterwards. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title || DEFAULT_TITLE;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
