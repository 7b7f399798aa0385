/** The success envelope `{status: 200, msg, data}` in the caller's language. */
import type { FastifyRequest } from 'fastify';
import type { Envelope } from '@contract/api';
import { type Params, t } from '../i18n';
import type { MessageKey } from '../i18n/messages';

export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'ok', params: Params = {}): Envelope<T> {
  return { status: 200, msg: t(request.lang, key, params), data };
}
