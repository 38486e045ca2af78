/** Comma-separated tags as stored: each trimmed, empty ones dropped, joined by ', ' ('' for none). */
export function normalisedTags(tags: string | null | undefined): string {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
    .join(', ');
}
