/** Errors a request can end with; the error handler turns them into the envelope in the caller's language. */
import { type ApiLang, ApiStatus } from '@contract/api';
import { fieldMessage, type Params, t, waitText } from '../i18n';
import type { FieldReason, MessageKey } from '../i18n/messages';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The catalogue message; subclasses that build their own text pass null. */
    readonly key: MessageKey | null,
    readonly params: Params = {},
    readonly httpStatus = 200,
    options?: { cause?: unknown },
  ) {
    super(key ?? `status ${status}`, options);
  }

  translate(lang: ApiLang): string {
    return t(lang, this.key ?? 'internal', this.params);
  }
}

/** 40001 naming the field that was refused. */
export class FieldError extends ApiError {
  constructor(
    readonly field: string,
    readonly reason: FieldReason,
    params: Params = {},
  ) {
    super(ApiStatus.INVALID_INPUT, null, params);
  }

  translate(lang: ApiLang): string {
    return fieldMessage(lang, this.field, this.reason, this.params);
  }
}

/** 40029 telling how long to wait. */
export class TooManyError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(ApiStatus.TOO_MANY_REQUESTS, 'too_many');
  }

  translate(lang: ApiLang): string {
    return t(lang, 'too_many', { wait: waitText(lang, this.retryAfterSeconds) });
  }
}

/** A provider (SMS, WeChat) failed or is not configured. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own error code (Twilio `code`, WeChat `errcode`), when it sent one. */
    readonly providerCode?: number,
  ) {
    super(message);
  }
}

export const sessionExpired = () => new ApiError(ApiStatus.SESSION_EXPIRED, 'session_expired', {}, 401);
export const forbidden = () => new ApiError(ApiStatus.FORBIDDEN, 'forbidden');
