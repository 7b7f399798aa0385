/**
 * Field names scoped to a module ("address.name", "place.keyword"): `name` and `type` already mean
 * "file name" and "login type" in the shared catalogue, and an address's name is a person's name.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { FieldError } from '../../lib/errors';
import type { FieldReason } from '../../i18n/messages';
import type { Params } from '../../i18n';
import { fieldErrorFromSchema } from '../../plugins/app/validation';

export type Scope = 'address' | 'region' | 'place';

export function scopedFieldError(scope: Scope, field: string, reason: FieldReason, params: Params = {}): FieldError {
  return new FieldError(`${scope}.${field}`, reason, params);
}

/**
 * Schema errors of the routes registered on `app` (an encapsulated plugin) name scoped fields.
 * `patternReasons` says why a field's pattern refused the value ("only letters ..."), per field.
 */
export function scopeSchemaErrors(app: FastifyInstance, scope: Scope, patternReasons: Record<string, FieldReason> = {}): void {
  app.setSchemaErrorFormatter((errors) => {
    const error = fieldErrorFromSchema(errors as unknown as ErrorObject[]);
    const pattern = errors[0]?.keyword === 'pattern' ? patternReasons[error.field] : undefined;
    return scopedFieldError(scope, error.field, pattern ?? error.reason, error.params);
  });
}
