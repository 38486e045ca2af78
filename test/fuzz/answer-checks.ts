/** An answer as the checks see it. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export interface Expectations {
  /** The statuses the operation documents: a 5xx among them (501, 502, 503) is a deliberate answer. */
  documentedStatuses: readonly number[];
  /** Why the request is certainly invalid (see whyInvalid), when it is: then only a 4xx will do. */
  invalidBecause?: string;
  /** The request had an empty body with a JSON content type, which counts as no body. */
  emptyJsonBody: boolean;
  /** Texts the answer must not contain (the paid card texts, for a player without access). */
  paidTexts: readonly string[];
  /** What in a 2xx answer the OpenAPI document does not describe (DocumentedAnswers.problems). */
  undocumented: (answer: Answer) => string[];
}

/** Signs of internals in an answer: stack frames, source paths, error class names, database messages. */
const LEAKS: [RegExp, string][] = [
  [/\n\s+at \S/, 'a stack frame'],
  [/\bat \S+ \(\S+:\d+:\d+\)/, 'a stack frame'],
  [/node_modules/, 'a node_modules path'],
  [/\/src\//, 'a source path'],
  [/\b\w*Error: /, 'an error class name ("…Error: ")'],
  [
    /Maximum call stack size exceeded|Cannot read propert|is not a function|is not defined/,
    'a JavaScript error',
  ],
  [
    /duplicate key value|violates \w+ constraint|invalid byte sequence|invalid input syntax|syntax error at or near|unsupported Unicode escape/,
    'a database error',
  ],
];

/** Codes of a 400 that refuses the body as malformed, rather than naming what is wrong with it. */
const MALFORMED_BODY_CODES = ['BAD_REQUEST', 'INVALID_JSON'];

/**
 * Everything wrong with an answer, in words (empty when it is fine):
 * no 5xx but those the operation documents, and none for invalid input; no internals; every error is `{ statusCode, error, message, code }`; a validation
 * failure names its fields; certainly invalid input gets a 4xx; an empty JSON body is taken as no
 * body; no paid text without access; a successful answer is the one the document describes (its
 * status, content type and schema).
 */
export function answerProblems(answer: Answer, expected: Expectations): string[] {
  const problems: string[] = [];
  const { status, body } = answer;
  if (status >= 500 && !expected.documentedStatuses.includes(status))
    problems.push(`no server error (got ${status}, which the operation does not document)`);
  for (const [pattern, what] of LEAKS) {
    const match = pattern.exec(body);
    if (match) problems.push(`no internals in the answer (found ${what}: "${match[0].trim()}")`);
  }
  if (status >= 400) problems.push(...errorBodyProblems(answer));
  problems.push(...expected.undocumented(answer));
  if (expected.invalidBecause && (status < 400 || status >= 500))
    problems.push(`a 4xx, as the input is certainly invalid (${expected.invalidBecause})`);
  if (expected.emptyJsonBody && status === 400 && MALFORMED_BODY_CODES.includes(codeOf(body) ?? ''))
    problems.push('an empty JSON body taken as no body, not refused as malformed');
  for (const text of expected.paidTexts) {
    if (body.includes(text) || body.includes(JSON.stringify(text).slice(1, -1))) {
      problems.push(`no paid card text without access (found "${text.slice(0, 60)}…")`);
      break;
    }
  }
  return problems;
}

function errorBodyProblems({ status, contentType, body }: Answer): string[] {
  if (!contentType.startsWith('application/json'))
    return [`a JSON error body (got ${contentType || 'none'})`];
  let error: Record<string, unknown>;
  try {
    error = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return ['a JSON error body (it does not parse)'];
  }
  const problems: string[] = [];
  const shapeOk =
    error !== null &&
    error.statusCode === status &&
    typeof error.error === 'string' &&
    typeof error.message === 'string' &&
    typeof error.code === 'string' &&
    error.code !== '';
  if (!shapeOk) problems.push(`an error body { statusCode: ${status}, error, message, code }`);
  if (error?.code === 'VALIDATION_FAILED') {
    const errors = error.errors;
    const named =
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every(
        (e: { field?: unknown; message?: unknown }) =>
          typeof e?.field === 'string' && e.field !== '' && typeof e.message === 'string',
      );
    if (!named)
      problems.push('a validation failure listing errors: [{ field, message }] that name the field');
  }
  return problems;
}

function codeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { code?: string } | null)?.code;
  } catch {
    return undefined;
  }
}
