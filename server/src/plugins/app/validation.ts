/**
 * Schema validation. Bodies are validated without type coercion (a number where a string belongs is
 * refused, not converted); query strings and path params are coerced, since they arrive as text.
 * Unknown properties are stripped everywhere (every object schema has additionalProperties: false).
 *
 * Each route's schemas (its input validators, its answers' serializers) compile on the route's first request, not at
 * start: compiling them all took about 2 s of every start. `app.compileSchemas()` compiles every one now (the test
 * that no schema is broken).
 */
import { createRequire } from 'node:module';
import Ajv, { type ErrorObject, type KeywordDefinition, type Options, type ValidateFunction } from 'ajv';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { FieldError } from '../../lib/errors';
import { CONTROL_PATTERNS, INPUT_MARK } from '../../lib/schema';

const base: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: false,
  discriminator: true,
  keywords: ['example'],
  verbose: true, // errors carry their schema and data, to name the allowed values
};
/**
 * The mark of the lib/schema.ts builders checks too: an integer is a finite safe integer. Ajv skips
 * minimum/maximum for a non-finite number, and coerces the query text 'Infinity' or '1e309' to one.
 */
const inputRule: KeywordDefinition = {
  keyword: INPUT_MARK,
  schemaType: 'string',
  errors: false,
  validate: (kind: string, data: unknown) => kind !== 'integer' || data === null || Number.isSafeInteger(data),
};
const strictAjv = new Ajv({ ...base, coerceTypes: false }).addKeyword(inputRule);
const coercingAjv = new Ajv({ ...base, coerceTypes: 'array' }).addKeyword(inputRule);

type SerializerFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer'];
// Fastify's own answer serializer (fast-json-stringify), resolved from fastify so it is the version fastify uses.
const fastifySerializers = createRequire(require.resolve('fastify'))(
  '@fastify/fast-json-stringify-compiler',
) as () => NonNullable<SerializerFactory>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every route's schemas not yet compiled (they otherwise compile on first use); throws on a broken one. */
    compileSchemas(): void;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<() => void>();
    /** `compile` runs once, on the first call of what it returns (or at compileSchemas()). */
    const onFirstUse = <F>(compile: () => F): (() => F) => {
      let compiled: F | undefined;
      const get = () => {
        if (compiled === undefined) {
          compiled = compile();
          pending.delete(get);
        }
        return compiled;
      };
      pending.add(get);
      return get;
    };
    app.decorate('compileSchemas', () => [...pending].forEach((compile) => compile()));

    app.setValidatorCompiler(({ schema, httpPart }) => {
      const validator = onFirstUse(() => (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema));
      // Fastify reads the errors from the function it was given.
      const validate = (data: unknown) => {
        const compiled = validator();
        const valid = compiled(data);
        validate.errors = compiled.errors;
        return valid;
      };
      validate.errors = null as ValidateFunction['errors'];
      return validate;
    });
    const serializers = fastifySerializers()({}, {});
    app.setSerializerCompiler((route) => {
      const serializer = onFirstUse(() => serializers(route as Parameters<typeof serializers>[0]));
      return (data) => serializer()(data);
    });
  },
  { name: 'validation' },
);

/** The first schema error as a 40001 naming the field, e.g. "mobile: invalid phone number". */
export function fieldErrorFromSchema(errors: ErrorObject[]): FieldError {
  const error = errors[0];
  const field = error.instancePath.split('/').filter(Boolean)[0] ?? 'body';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return new FieldError(String(params.missingProperty), 'required');
    case 'type':
      return field === 'body' ? new FieldError('body', 'not_json') : new FieldError(field, 'wrong_type', { type: String(params.type) });
    case 'minLength':
      return params.limit === 1 ? new FieldError(field, 'empty') : new FieldError(field, 'too_short', { limit: Number(params.limit) });
    case 'maxLength':
      return new FieldError(field, 'too_long', { limit: Number(params.limit) });
    case 'pattern':
      return new FieldError(field, CONTROL_PATTERNS.has(String(params.pattern)) ? 'control_chars' : patternReason(field));
    case 'minimum':
    case 'maximum':
    case INPUT_MARK:
      return rangeError(field, error);
    case 'enum':
    case 'const':
      return new FieldError(field, 'invalid_choice', { allowed: allowed(params) });
    case 'discriminator':
      return discriminatorError(error);
    default:
      return new FieldError(field, 'invalid_format');
  }
}

/** "from 1 to 50": both bounds, whichever one was crossed. */
function rangeError(field: string, error: ErrorObject): FieldError {
  const schema = (error.parentSchema ?? {}) as { minimum?: number; maximum?: number };
  return new FieldError(field, 'out_of_range', { min: String(schema.minimum), max: String(schema.maximum) });
}

function patternReason(field: string) {
  if (field === 'mobile') return 'invalid_phone' as const;
  if (field === 'password') return 'password_rule' as const;
  if (field === 'nickname') return 'control_chars' as const;
  return 'invalid_format' as const;
}

function allowed(params: Record<string, unknown>): string {
  const values = (params.allowedValues as unknown[] | undefined) ?? [params.allowedValue];
  return values.map(String).join(', ');
}

/** A tagged body (login `type`) names the branch: missing -> required, unknown -> one of the tags. */
function discriminatorError(error: ErrorObject): FieldError {
  const tag = String(error.params.tag);
  const value = (error.data as Record<string, unknown> | undefined)?.[tag];
  if (value === undefined) return new FieldError(tag, 'required');
  const branches = (error.parentSchema?.oneOf ?? []) as { properties?: Record<string, { const?: unknown }> }[];
  return new FieldError(tag, 'invalid_choice', { allowed: branches.map((b) => String(b.properties?.[tag]?.const)).join(', ') });
}
