/** What the home page knows of the player's access when it draws the grid. */
export interface GridAccessInput {
  /** The session is there (not still being recovered). */
  signedIn: boolean;
  /** The subscription status check has not answered yet. */
  checking: boolean;
  /** The status grants access (meaningful once signed in and checked). */
  access: boolean;
  /** The server refused the card list (403 without access). */
  refused: boolean;
  /** The card list this device saved is there to show meanwhile (saved-card-list.ts). */
  savedCopy: boolean;
}

/**
 * Whether the home page shows the Subscription Required panel ('refused'), the grid's placeholders
 * while access is not known yet ('waiting'), or the cards ('open'). Access is known once the session
 * and then its status check are there; until then the saved copy, kept on this device only while
 * the status granted access, stands in for the answers on their way. A page without a session is
 * never refused: it shows only with the saved copy, and goes to /auth when no session comes.
 */
export function gridAccess({
  signedIn,
  checking,
  access,
  refused,
  savedCopy,
}: GridAccessInput): 'refused' | 'waiting' | 'open' {
  const known = signedIn && !checking;
  if (known && (!access || refused)) return 'refused';
  if (!known && !savedCopy) return 'waiting';
  return 'open';
}
