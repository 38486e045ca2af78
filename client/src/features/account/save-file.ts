/** How long the file's object URL lives: long enough for any browser to have read it. */
const URL_LIFETIME_MS = 60_000;

/**
 * Saves `blob` as a download named `filename`: a temporary `<a download>` on an object URL,
 * clicked and removed at once (the URL is revoked a minute later).
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  }
}
