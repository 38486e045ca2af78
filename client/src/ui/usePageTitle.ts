import { useEffect } from 'react';
import { useProductName } from './useProductName';

/** Sets the browser tab title for the current page. */
export function usePageTitle(title?: string): void {
  const productName = useProductName();
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : `${productName} — Pool Kick Shots & Position Play`;
  }, [title, productName]);
}
