/** Whether `text` is an absolute http(s) URL with a host: the links the server keeps. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The link as shown on its card: no scheme, no trailing slash. */
export function displayUrl(link: string): string {
  return link.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
