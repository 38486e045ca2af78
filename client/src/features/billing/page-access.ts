import { useMatches } from 'react-router';

/**
 * The route handle of a page whose content needs a running trial or a subscription (the cards,
 * favourites, progress, the coach). Every other page — the account and data pages, the legal
 * pages, the free tools — stays usable when the trial has ended.
 */
export const NEEDS_ACCESS = { needsAccess: true } as const;

/** Whether the page shown needs access: only there does the subscription dialog open by itself. */
export function usePageNeedsAccess(): boolean {
  return useMatches().some(
    (match) => (match.handle as Partial<typeof NEEDS_ACCESS> | undefined)?.needsAccess === true,
  );
}
