/**
 * Field names scoped to a module ("parcel.tracking_no", "price.category", "address.name"): the same word means
 * different things in different calls (a goods category in a quote, a FAQ section in the FAQ; an address's name
 * is a person's name), so each module's fields carry its scope in the catalogue and in its messages.
 */
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { ApiLang } from '@contract/api';
import { fieldLabel, fieldMessage, type Params } from '../i18n';
import type { FieldReason } from '../i18n/messages';
import { FieldError } from '../lib/errors';
import { fieldErrorFromSchema } from '../plugins/app/validation';

/** A reason, or a reason with the parameters its message names. */
export type Reason = FieldReason | readonly [FieldReason, Params];

/** How a module's schema errors read beyond "<scope>.<field>: <the generic reason>". */
export interface ScopeRules {
  /** Why a pattern refused a top-level field ("text_chars", "email"), per field; '*' for any other field. */
  patterns?: Record<string, Reason>;
  /** Why a keyword refused a field whatever the field (minItems -> "choose_one"); the schema's `limit` is passed on. */
  keywords?: Record<string, FieldReason>;
  /**
   * An error inside a list or an object names the top-level field, since the user knows "goods", not
   * "goods/0/category"; the reason per field, '*' for any other field. Without it the inner field is named.
   */
  nested?: Record<string, FieldReason>;
  /** Objects whose own fields are named under the scope ("return.address.city"), with their own rules. */
  objects?: Record<string, ScopeRules>;
  /** The body as a whole (not JSON, not an object) is named in the scope too, instead of plain "body". */
  scopeBody?: boolean;
}

export const scopedField = (scope: string, field: string, reason: FieldReason, params: Params = {}) =>
  new FieldError(`${scope}.${field}`, reason, params);

/** A schema error formatter naming fields in `scope`: for a plugin (scopeFields) or one route that needs more. */
export function scopedErrors(scope: string, rules: ScopeRules = {}): (errors: FastifySchemaValidationError[]) => FieldError {
  return (errors) => {
    const list = errors as unknown as ErrorObject[];
    const first = list[0];
    return scoped(scope, rules, first, first?.instancePath.split('/').filter(Boolean) ?? [], fieldErrorFromSchema(list));
  };
}

/** Schema errors of the routes registered on `app` (an encapsulated plugin) name fields in `scope`. */
export function scopeFields(app: FastifyInstance, scope: string, rules: ScopeRules = {}): void {
  app.setSchemaErrorFormatter(scopedErrors(scope, rules));
}

function scoped(scope: string, rules: ScopeRules, first: ErrorObject, path: string[], error: FieldError): FieldError {
  if (error.field === 'body' && !rules.scopeBody) return error;
  const [top, inner] = path;
  const object = top !== undefined && rules.objects && Object.hasOwn(rules.objects, top) ? rules.objects[top] : undefined;
  if (object && (inner !== undefined || first.keyword === 'required')) {
    const field = inner ?? error.field;
    return scoped(`${scope}.${top}`, object, first, path.slice(1), new FieldError(field, error.reason, error.params));
  }
  if (top !== undefined && top !== error.field && rules.nested) return scopedField(scope, top, pick(rules.nested, top) ?? 'invalid_format');
  const byKeyword = rules.keywords && Object.hasOwn(rules.keywords, first.keyword) ? rules.keywords[first.keyword] : undefined;
  if (byKeyword) return scopedField(scope, error.field, byKeyword, limitOf(first));
  const byPattern = first.keyword === 'pattern' && rules.patterns ? pick(rules.patterns, error.field) : undefined;
  if (byPattern)
    return typeof byPattern === 'string' ? scopedField(scope, error.field, byPattern) : scopedField(scope, error.field, ...byPattern);
  return scopedField(scope, error.field, error.reason, error.params);
}

const pick = <T>(rules: Record<string, T>, field: string): T | undefined => (Object.hasOwn(rules, field) ? rules[field] : rules['*']);

const limitOf = (error: ErrorObject): Params => (typeof error.params.limit === 'number' ? { limit: error.params.limit } : {});

/** A field refused for what another field holds: `{other}` is that field's name, translated too. */
export class RelatedFieldError extends FieldError {
  constructor(
    field: string,
    reason: FieldReason,
    readonly other: string,
  ) {
    super(field, reason);
  }

  translate(lang: ApiLang): string {
    return fieldMessage(lang, this.field, this.reason, { other: fieldLabel(lang, this.other) });
  }
}
