/**
 * The configuration value editor's text: JSON, falling back to plain text. A text
 * that does not parse as JSON is a JSON string. A string that would read as JSON (`true`, `42`) is
 * shown quoted, so showing and saving an untouched value never changes its type.
 */
export function valueToText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') {
    try {
      JSON.parse(value);
      return JSON.stringify(value);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

export function textToValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.trim();
  }
}
