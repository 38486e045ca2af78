/** Where an inbox message leads: a page of this app (`to`, for the router) or another site (`href`). */
export type InboxLink = { to: string } | { href: string };

/** The link of a message's `url`: a path or a same-origin URL stays in the app; the home page when unusable. */
export function inboxLink(url: string | null | undefined, origin: string): InboxLink {
  try {
    const target = new URL(url || '/', origin);
    if (target.origin === origin) return { to: `${target.pathname}${target.search}${target.hash}` };
    if (target.protocol === 'https:' || target.protocol === 'http:') return { href: target.href };
  } catch {
    // not a URL: the home page
  }
  return { to: '/' };
}
