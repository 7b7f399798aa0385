/** /api/sign/status, /api/sign/create (multipart), /api/sign/pdf — the customer's transport agreement. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNATURE_LIMIT_MB } from '@contract/agreement';
import { FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { uploadError } from '../files/routes';
import { publicOrigin } from '../files/urls';
import { createSchema, pdfSchema, statusSchema } from './schemas';
import { agreementStatus, latestPdf, signAgreement } from './service';

const MAX_VERSION_LENGTH = 40;

/** The `file` and `version` parts, in whichever order the client sent them. */
async function readSignForm(request: FastifyRequest): Promise<{ file?: Buffer; version?: string }> {
  const form: { file?: Buffer; version?: string } = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer(); // drained either way, or the request stalls
        if (part.fieldname === 'file') form.file = bytes;
      } else if (part.fieldname === 'version') {
        form.version = String(part.value);
      }
    }
  } catch (err) {
    const error = uploadError(err, 'signature.file');
    if (error instanceof FieldError && error.reason === 'file_too_large')
      throw new FieldError('signature.file', 'file_too_large', { limit: SIGNATURE_LIMIT_MB });
    throw error;
  }
  if (form.version !== undefined && form.version.length > MAX_VERSION_LENGTH) {
    throw new FieldError('signature.version', 'too_long', { limit: MAX_VERSION_LENGTH });
  }
  return form;
}

export default async function agreementRoutes(app: FastifyInstance) {
  const { deps } = app;
  const user = { preHandler: app.requireUser };

  app.get('/sign/status', { schema: statusSchema, ...user }, async (request) =>
    ok(request, await agreementStatus(deps, request.user!, publicOrigin(request))),
  );

  app.post(
    '/sign/create',
    {
      schema: createSchema,
      // The body schema documents the multipart form; its parts are checked in the handler.
      validatorCompiler: () => () => true,
      ...user,
    },
    async (request) => {
      const form = await readSignForm(request);
      const signature = await signAgreement(deps, request.user!, {
        ...form,
        lang: request.lang,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        origin: publicOrigin(request),
      });
      return ok(request, signature, 'agreement_signed');
    },
  );

  app.get('/sign/pdf', { schema: pdfSchema, ...user }, async (request, reply) => {
    const { bytes, fileName } = await latestPdf(deps, request.user!);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
