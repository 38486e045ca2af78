/** Whether `href` is a path of this app (not `//host`, which leaves it). */
export function isInternalLink(href: string | undefined): href is string {
  return !!href && href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}
