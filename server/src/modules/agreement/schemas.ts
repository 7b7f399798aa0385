/** Route schemas of the transport agreement (/api/sign/*). */
import { SIGNATURE_LIMIT_MB } from '@contract/agreement';
import { file, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';

const tags = ['agreement'];
const security = [{ token: [] }];
const nullable = (type: string, format?: string) => ({ type: [type, 'null'], ...(format ? { format } : {}) });

const status = obj(
  {
    current_version: nullable('string'),
    effective_at: nullable('string', 'date'),
    signed: { type: 'boolean' },
    signed_version: nullable('string'),
    signed_at: nullable('string', 'date-time'),
    pdf_url: nullable('string'),
    pdf_url_expires_at: nullable('string', 'date-time'),
  },
  ['current_version', 'effective_at', 'signed', 'signed_version', 'signed_at', 'pdf_url', 'pdf_url_expires_at'],
);

const signature = obj(
  {
    id: { type: 'integer' },
    version: { type: 'string' },
    signed_at: { type: 'string', format: 'date-time' },
    document_no: { type: 'string' },
    pdf_sha256: { type: 'string' },
    pdf_url: { type: 'string' },
    pdf_url_expires_at: { type: 'string', format: 'date-time' },
  },
  ['id', 'version', 'signed_at', 'document_no', 'pdf_sha256', 'pdf_url', 'pdf_url_expires_at'],
);

export const statusSchema = {
  tags,
  security,
  summary: 'The version in force, and whether (and when) this customer signed it; pdf_url is a 10-minute link to the latest signed PDF',
  response: responses(envelope(status)),
};

export const createSchema = {
  tags,
  security,
  summary:
    `Sign the version in force: multipart "file" = the drawn signature (PNG, at most ${SIGNATURE_LIMIT_MB} MB), "version" = the version read. ` +
    'Another version answers 42009; signing again answers the existing signature',
  consumes: ['multipart/form-data'],
  body: obj({ file: file(), version: str(40, { example: '2026.1' }) }, ['file', 'version']),
  response: responses(envelope(signature)),
};

export const pdfSchema = {
  tags,
  security,
  summary: 'The latest signed PDF of this customer (application/pdf, inline); 40004 when never signed',
  produces: ['application/pdf'],
};
