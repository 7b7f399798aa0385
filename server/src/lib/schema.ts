/**
 * The one input rule: every integer, number and string a request may carry (path, query, body) is built
 * here. An integer is a finite safe integer within bounds, a string has a length limit and no control
 * characters, whoever calls (customer, staff or admin). Each builder marks its schema with `x-input`;
 * test/openapi-input.test.ts fails on any request schema of the OpenAPI document without the mark.
 */
const MARK = 'x-input';

/** No control characters at all (C0, DEL, C1): names, codes, keywords, one-line text. */
export const LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';
/** Multi-line text: line breaks and tabs allowed, every other control character refused. */
export const LINES_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$';
/** The patterns whose failure means "control characters" (the error names that reason). */
export const CONTROL_PATTERNS = new Set([LINE_PATTERN, LINES_PATTERN]);

/** Characters no pattern may admit: a hand-written pattern that lets one through is refused at start-up. */
const CONTROL_PROBES = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009f'];

export interface StrOptions {
  min?: number;
  /** A stricter pattern of the field's own (it must refuse control characters too). */
  pattern?: string;
  /** Allow line breaks and tabs (long text: articles, answers, notes). */
  lines?: boolean;
  format?: 'date-time' | 'date' | 'email' | 'uri';
  default?: string;
  example?: string;
  description?: string;
}

export function str(maxLength: number, options: StrOptions = {}) {
  const { min, pattern, lines, ...rest } = options;
  if (!Number.isSafeInteger(maxLength) || maxLength < 1) throw new Error(`str: maxLength ${maxLength} is not a positive integer`);
  if (pattern !== undefined) refuseControlAdmittingPattern(pattern);
  return {
    type: 'string',
    ...(min ? { minLength: min } : {}),
    maxLength,
    pattern: pattern ?? (lines ? LINES_PATTERN : LINE_PATTERN),
    ...rest,
    [MARK]: 'string',
  } as const;
}

function refuseControlAdmittingPattern(pattern: string) {
  const re = new RegExp(pattern, 'u');
  const admitted = CONTROL_PROBES.find(
    (c) => re.test(c) || re.test(`a${c}`) || re.test(`${c}a`) || re.test(`a${c}a`) || re.test(`0${c}`) || re.test(`/${c}`),
  );
  if (admitted !== undefined)
    throw new Error(`str: pattern ${pattern} admits control character U+${admitted.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface IntOptions {
  default?: number;
  example?: number;
}

/** A whole number from `minimum` to `maximum`, both finite safe integers (Infinity and 1e309 are refused). */
export function int(minimum: number, maximum: number, options: IntOptions = {}) {
  if (!Number.isSafeInteger(minimum) || !Number.isSafeInteger(maximum) || minimum > maximum) {
    throw new Error(`int: bounds ${minimum}..${maximum} are not safe integers in order`);
  }
  return { type: 'integer', minimum, maximum, ...options, [MARK]: 'integer' } as const;
}

/** A whole number that may be null (a cleared optional field). */
export function nullableInt(minimum: number, maximum: number) {
  return { ...int(minimum, maximum), type: ['integer', 'null'] } as const;
}

/** A string that may be null (a cleared optional field). */
export function nullableStr(maxLength: number, options: StrOptions = {}) {
  return { ...str(maxLength, options), type: ['string', 'null'] } as const;
}

/** One of the given strings (an enum). */
export function choice<T extends string>(values: readonly T[], options: { default?: T; example?: T; description?: string } = {}) {
  return { type: 'string', enum: [...values], ...options, [MARK]: 'choice' } as const;
}

/** One of the given integers (an enum of codes). */
export function intChoice(values: readonly number[], options: { default?: number } = {}) {
  return { type: 'integer', enum: [...values], ...options, [MARK]: 'choice' } as const;
}

/** A multipart file part: documented here, read and checked by content in the handler. */
export const file = () => ({ type: 'string', format: 'binary', [MARK]: 'file' }) as const;

/** The largest id a serial column holds. */
export const MAX_ID = 2_147_483_647;

/** The id of one row. */
export const rowId = int(1, MAX_ID);

/** `:id` of one row. */
export const idParams = { type: 'object', additionalProperties: false, properties: { id: rowId }, required: ['id'] } as const;

/** `page` / `page_size` of every list. */
export const paging = {
  page: int(1, 100_000, { default: 1 }),
  page_size: int(1, 50, { default: 20 }),
} as const;

/** No control characters and no markup: lines printed on labels and customs forms, shown in pages. */
export const TEXT_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f<>]*$';
export const text = (maxLength: number, minLength = 0) => str(maxLength, { min: minLength, pattern: TEXT_PATTERN });

/** A day, YYYY-MM-DD (whether it exists is the service's check). */
export const day = str(10, { min: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The keyword of a search box. */
export const keyword = str(50);

/** The Ajv keyword the mark uses (registered by the validation plugin). */
export const INPUT_MARK = MARK;
