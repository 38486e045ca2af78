import { useCallback } from 'react';

/** A mutation's `mutate` whose answer holds the address of a hosted page. */
type MutateToPage = (
  variables: undefined,
  callbacks: { onSuccess: (answer: { url?: string }) => void; onError: (error: Error) => void },
) => void;

export interface HostedPageCallbacks {
  /** The address arrived: the page is about to open. */
  onOpening?: () => void;
  /** The answer had no address. */
  onNoPage: () => void;
  onError: (error: Error) => void;
}

/** Sends `tab` (or, when the pop-up was blocked, this tab) to `url`. */
function go(tab: Window | null, url: string): void {
  if (tab && !tab.closed) tab.location.href = url;
  else window.location.assign(url);
}

/**
 * Opens a hosted page (the payment provider's checkout or customer portal) whose address a request
 * answers: a blank tab opens at once, while the click still allows pop-ups, and goes to the page
 * when the address arrives; if the pop-up was blocked, this tab goes there instead. When there is
 * no page the blank tab closes again. Call `open` from the click handler itself.
 */
export function useHostedPage(mutate: MutateToPage): (callbacks: HostedPageCallbacks) => void {
  return useCallback(
    ({ onOpening, onNoPage, onError }: HostedPageCallbacks) => {
      const tab = window.open('', '_blank');
      mutate(undefined, {
        onSuccess: ({ url }) => {
          if (!url) {
            tab?.close();
            onNoPage();
            return;
          }
          onOpening?.();
          go(tab, url);
        },
        onError: (error) => {
          tab?.close();
          onError(error);
        },
      });
    },
    [mutate],
  );
}
