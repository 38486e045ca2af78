/** The messages the service worker posts to the app's pages (sw.ts → the page). */

/** A push arrived: the inbox has a new message. */
export const INBOX_CHANGED = 'INBOX_CHANGED';

/** A notification was clicked: the page should show `url` (a page of this origin). */
export const OPEN_URL = 'OPEN_URL';
