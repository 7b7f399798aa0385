/**
 * JSON-schema pieces shared by the route schemas: the envelopes and the fields several calls take.
 * Every string has a maxLength; every object refuses unknown properties (they are stripped).
 */
import { AREA_CODES, CAPTCHA_LENGTH, PASSWORD_RULE } from '@contract/api';
import { str } from './lib/schema';

export const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const envelope = (data: object) =>
  obj({ status: { type: 'integer', example: 200 }, msg: { type: 'string' }, data }, ['status', 'msg', 'data']);

export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;

export const errorEnvelope = obj({ status: { type: 'integer', example: 40001 }, msg: { type: 'string' } }, ['status', 'msg']);

export const sessionData = obj(
  {
    token: { type: 'string' },
    expires_at: { type: 'string', format: 'date-time' },
    has_reg: { type: 'boolean' },
    isFirstLogin: { type: 'boolean' },
    deletion_due_at: { type: ['string', 'null'], format: 'date-time' },
    openid: { type: 'string' },
  },
  ['token', 'expires_at', 'has_reg', 'isFirstLogin', 'deletion_due_at'],
);

/** Sign-in answers: `status` 1 / `code` 0 on success, both the error code on failure. */
export const loginEnvelope = obj(
  {
    status: { type: 'integer', example: 1 },
    code: { type: 'integer', example: 0 },
    msg: { type: 'string' },
    message: { type: 'string' },
    data: { anyOf: [sessionData, { type: 'null' }] },
  },
  ['status', 'code', 'msg', 'message', 'data'],
);

export const fields = {
  mobile: str(20, { min: 1, pattern: '^\\+?[0-9][0-9 -]*$', example: '+64211234567' }),
  /** '' counts as not given: forms send empty fields. */
  area_code: str(3, { pattern: `^(\\+?(${AREA_CODES.join('|')}))?$`, example: '64' }),
  captcha: str(CAPTCHA_LENGTH, { min: 1, pattern: `^\\d{${CAPTCHA_LENGTH}}$`, example: '123456' }),
  password: str(32, { min: 1, pattern: PASSWORD_RULE.source, example: 'Demo12345' }),
} as const;

export const responses = (ok: object) => ({ 200: ok, 401: errorEnvelope });
