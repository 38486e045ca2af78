import { useLayoutEffect, useRef } from 'react';

/** The controls Tab reaches. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where the neighbours of an opener are: the dialog, menu or landmark it is in. */
const SCOPE = '[role="dialog"], [role="menu"], main, header, footer';

/** How long the focus given back is watched while the page settles (a list refreshed late, a next page). */
const WATCH_MS = 10_000;

type Fallback = () => HTMLElement | null | undefined;

/** What has the focus, unless nothing (the page's body) does. */
function focused(): HTMLElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/** Whether the focus can go to `element` now: in the page, shown, enabled, not hidden from all. */
function canFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  return (
    !!element &&
    element.isConnected &&
    !element.matches(':disabled') &&
    element.getClientRects().length > 0 &&
    !element.closest('[inert], [aria-hidden="true"]')
  );
}

/**
 * Gives the focus to `pick()`, and keeps it near while the page settles: when the control that got
 * it leaves the page (the item it deleted goes from a list refreshed after the dialog closed), or
 * when there is nothing to pick yet (the next page is on its way), `pick()` is asked again at each
 * change of the page. Ends once the player moves the focus, or after WATCH_MS.
 */
function settleFocus(pick: () => HTMLElement | undefined): void {
  let current: HTMLElement | undefined;
  const observer = new MutationObserver(() => check(false));
  const timer = window.setTimeout(stop, WATCH_MS);
  const onFocusOut = () => window.setTimeout(() => check(false));
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    current?.removeEventListener('focusout', onFocusOut);
  }
  function check(first: boolean) {
    if (current?.isConnected) {
      if (document.activeElement !== current) stop();
      return;
    }
    if (!first && focused()) return stop();
    current?.removeEventListener('focusout', onFocusOut);
    current = pick();
    if (!current) return;
    current.addEventListener('focusout', onFocusOut);
    current.focus();
  }
  observer.observe(document.body, { childList: true, subtree: true });
  check(true);
}

/**
 * Remembers the control that has the focus now (the one opening a dialog or a menu; or `opener`,
 * when the caller knows it better) and answers the function that gives the focus back once that
 * has closed: to the control while it is in the page; else to `fallback()` (the control the caller
 * names for it); else to the control after it (or before it) in its dialog, menu or landmark as
 * they were at the opening; else to the first control of the page's main region — never to the
 * page's body. Nothing moves when the focus has been put somewhere else meanwhile (another dialog
 * took it).
 */
export function rememberFocus(opener: HTMLElement | null = focused()): (fallback?: Fallback) => void {
  const scope = opener?.closest(SCOPE) ?? document.body;
  const around = opener ? Array.from(scope.querySelectorAll<HTMLElement>(TABBABLE)) : [];
  const at = opener ? around.indexOf(opener) : -1;
  const next = (fallback?: Fallback) =>
    [
      opener,
      fallback?.(),
      ...around.slice(at + 1),
      ...around.slice(0, Math.max(at, 0)).reverse(),
      ...Array.from(document.querySelectorAll<HTMLElement>(`main ${TABBABLE.split(', ').join(', main ')}`)),
    ].find(canFocus);

  return (fallback) => {
    const atClose = document.activeElement;
    // after the dialog or menu has left the page (or started its closing transition)
    window.setTimeout(() => {
      const now = document.activeElement;
      if (now instanceof HTMLElement && now !== document.body && now !== atClose && now.isConnected) return;
      settleFocus(() => next(fallback));
    });
  };
}

/**
 * Gives the focus back to the control that opened a dialog or a menu when it closes (see
 * rememberFocus). For those mounted only while open, which Mantine cannot do it for (it remembers
 * the control only on a change of `opened` of a dialog that stays mounted), and for those whose
 * opener may be gone when they close. `open` turning false, or the component leaving the page,
 * closes it. `fallback` names the control for when the opener is gone (evaluated then); `opener`,
 * the opener when it is not the control with the focus at the opening (evaluated then).
 */
export function useReturnFocus(
  open: boolean,
  { fallback, opener }: { fallback?: Fallback; opener?: Fallback } = {},
): void {
  const latest = useRef({ fallback, opener });
  useLayoutEffect(() => {
    latest.current = { fallback, opener };
  });
  useLayoutEffect(() => {
    if (!open) return;
    const giveBack = rememberFocus(latest.current.opener?.() ?? undefined);
    const fallbackRef = latest;
    return () => {
      // this runs before the closing render's own layout effects: the fallback is still the one of
      // the last render that showed it open (with what it was opened for)
      const lastFallback = fallbackRef.current.fallback;
      giveBack(lastFallback);
    };
  }, [open]);
}
