import { useSiteInfo } from '../api/site';

/** index.html's title, the static fallback of the product name while the site information loads. */
const STATIC_NAME = document.title;

/** The product name (the server's APP_NAME, from the site information). */
export function useProductName(): string {
  return useSiteInfo().data?.appName ?? STATIC_NAME;
}
