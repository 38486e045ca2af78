/** How react-admin's inputs store a validator's message in react-hook-form (ra-core useInput). */
const RA_PREFIX = '@@react-admin@@';

export interface ValidationMessage {
  /** The text, or an i18n key ('ra.validation.maxLength') that `args` completes. */
  message: string;
  args?: Record<string, unknown>;
}

/**
 * A form error's message as react-hook-form holds it: react-admin's inputs serialize their
 * validators' answers (`@@react-admin@@"Title and message are required"`, or an object with
 * `message` and `args`); a toast shows the message itself.
 */
export function validationMessage(raw: unknown): ValidationMessage | undefined {
  if (raw && typeof raw === 'object') {
    const { message, args } = raw as { message?: unknown; args?: Record<string, unknown> };
    const inner = validationMessage(message);
    return inner && { ...inner, ...(args ? { args } : {}) };
  }
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (!raw.startsWith(RA_PREFIX)) return { message: raw };
  try {
    return validationMessage(JSON.parse(raw.slice(RA_PREFIX.length)));
  } catch {
    return { message: raw.slice(RA_PREFIX.length) };
  }
}
