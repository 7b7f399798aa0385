/**
 * The one error handler: every failure becomes the envelope `{status, msg, request_id}` in the caller's language
 * (LoginEnvelope on sign-in routes). Bad input of any kind is a 40001 naming the field, never a 500.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiStatus } from '@contract/api';
import { ApiError, FieldError } from '../../lib/errors';
import { fieldErrorFromSchema } from './validation';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const apiError = toApiError(error);
      if (!apiError) {
        request.log.error({ err: error }, 'unexpected error');
        return sendError(request, reply, new ApiError(ApiStatus.INTERNAL, 'internal', {}, 500));
      }
      // A provider (SMS, WeChat) failing is the operator's business: keep its own words in the log.
      if (apiError.cause) request.log.warn({ err: apiError.cause }, `answered ${apiError.status}`);
      return sendError(request, reply, apiError);
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  const msg = error.translate(request.lang);
  // request_id: the code a customer quotes to customer service, found in every log line of the request.
  const body = request.routeOptions.config?.loginEnvelope
    ? { status: error.status, code: error.status, msg, message: msg, data: null, request_id: request.id }
    : { status: error.status, msg, request_id: request.id };
  // Sent as text: the route's response schema describes success, not this body. The header too: the router's own
  // errors (frameworkErrors) skip the hooks that set it.
  return reply.code(error.httpStatus).header('x-request-id', request.id).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Our errors, schema errors and Fastify's own 4xx errors, as an ApiError; undefined for a real fault. */
function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error.validation) return fieldErrorFromSchema(error.validation as never);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new FieldError('body', 'too_large');
  // Unparsable JSON, wrong content type, empty body, bad URL ...: Fastify says 4xx, the input is at fault.
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  return new FieldError('body', error.code?.startsWith('FST_ERR_CTP') ? 'not_json' : 'invalid_format');
}
