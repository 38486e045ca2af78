import { useEffect } from 'react';

export const PRODUCT_NAME = 'Kickshots';

/** Sets the browser tab title for the current page. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${PRODUCT_NAME}`
      : `${PRODUCT_NAME} — Pool Kick Shots & Position Play`;
  }, [title]);
}
