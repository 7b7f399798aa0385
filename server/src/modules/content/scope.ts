/**
 * Field names of the pricing and content calls are scoped ("price.category", "content.category"):
 * the same word means a goods category in a quote and a FAQ section in the FAQ.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { FieldError } from '../../lib/errors';
import type { FieldReason } from '../../i18n/messages';
import { fieldLabel, fieldMessage, type Params } from '../../i18n';
import type { ApiLang } from '../../contract';
import { fieldErrorFromSchema } from '../../plugins/app/validation';

export type ContentScope = 'price' | 'content';

export function fieldError(scope: ContentScope, field: string, reason: FieldReason, params: Params = {}): FieldError {
  return new FieldError(`${scope}.${field}`, reason, params);
}

/** A field refused for what another field holds: `{other}` is that field's name, translated too. */
export class RelatedFieldError extends FieldError {
  constructor(field: string, reason: FieldReason, readonly other: string) {
    super(field, reason);
  }

  translate(lang: ApiLang): string {
    return fieldMessage(lang, this.field, this.reason, { other: fieldLabel(lang, this.other) });
  }
}

/** Schema errors of the routes registered on `app` (an encapsulated plugin) name scoped fields. */
export function scopeSchemaErrors(app: FastifyInstance, scope: ContentScope): void {
  app.setSchemaErrorFormatter((errors) => {
    const error = fieldErrorFromSchema(errors as unknown as ErrorObject[]);
    return error.field === 'body' ? error : fieldError(scope, error.field, error.reason, error.params);
  });
}
