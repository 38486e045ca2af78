import { ValidationFailedException, type FieldError } from './errors/app.exception.js';

/** A string trimmed; empty, null or absent → null. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** Whether `text` is an absolute http(s) URL with a host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Refuses with 400 VALIDATION_FAILED when there are field errors. */
export function refuseFields(errors: FieldError[]): void {
  if (errors.length > 0) throw new ValidationFailedException(errors);
}
