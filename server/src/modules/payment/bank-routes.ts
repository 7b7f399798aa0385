/**
 * Staff bank-transfer routes (role finance or admin): POST /api/staff/bank/import (multipart "file", the bank's
 * CSV export) and GET /api/staff/bank/lines (what is left to settle by hand); the site's account is the admin
 * kind /api/admin/bank_account. The customer's receipt of a transfer: POST|GET /api/pay/bank/receipt/:payment_id,
 * staff GET /api/staff/bank/receipt/:payment_id.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BANK_LAYOUTS,
  BANK_LINE_OUTCOMES,
  BANK_LINES_TO_SETTLE,
  BANK_SETTLE_ACTIONS,
  type BankLineOutcome,
  type BankSettleRequest,
} from '@contract/bank';
import { bankStatementLines } from '../../db/schema';
import { FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { choice, file, idParams, paging, text } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { adminRoutes } from '../../toolkit/admin-crud';
import { scopeFields } from '../../toolkit/fields';
import { listSchema, offsetOf, type Paging } from '../../toolkit/lists';
import { allow } from '../../toolkit/roles';
import { uploadError } from '../files/routes';
import { publicOrigin } from '../files/urls';
import { bankAccountKind } from './bank-account';
import { bankLines, importStatement } from './bank-import';
import { myReceipt, staffReceipt, uploadReceipt } from './bank-receipt';
import { settleByHand } from './bank-settle';
import { paymentNotFound } from './common';

const tags = ['staff'];
const security = [{ token: [] }];
const string = { type: 'string' };
const integer = { type: 'integer' };
const nullableStr = { type: ['string', 'null'] };
const line = obj({
  id: integer,
  date: string,
  amount: integer,
  payee: string,
  text: string,
  outcome: choice(BANK_LINE_OUTCOMES),
  outcome_text: string,
  payment_no: nullableStr,
  payment_id: { type: ['integer', 'null'] },
  receipt_at: nullableStr,
  member_code: nullableStr,
  settled_as: { type: ['string', 'null'], enum: [...BANK_SETTLE_ACTIONS, null] },
  settle_note: string,
});
const counted = [...BANK_LINE_OUTCOMES, 'already_imported'];

const importSchema = {
  tags,
  security,
  summary:
    'Import a bank statement (multipart "file": the CSV ANZ, ASB, BNZ, Westpac NZ, CBA, NAB or Westpac AU exports): each credit line matched by reference and amount, matches confirmed, late transfers to the wallet, the rest listed; the same line twice changes nothing',
  consumes: ['multipart/form-data'],
  body: obj({ file: file() }, ['file']),
  response: responses(
    envelope(
      obj({
        bank: choice(BANK_LAYOUTS),
        lines: { type: 'array', items: obj({ ...line.properties, already_imported: { type: 'boolean' } }) },
        counts: obj(Object.fromEntries(counted.map((k) => [k, integer])), counted),
      }),
    ),
  ),
};

const linesSchema = {
  tags,
  security,
  summary: 'Statement lines, newest first: by default those left to settle by hand (wrong amount, unknown reference, paid twice)',
  querystring: obj({ outcome: choice(BANK_LINE_OUTCOMES), ...paging }),
  response: responses(envelope(listSchema(line))),
};

const settleSchema = {
  tags,
  security,
  summary:
    'Settle a line left to staff by hand, once: its amount to the wallet of the customer its payment names (wallet), or handled outside the app (outside); audited with the note',
  params: idParams,
  body: obj({ action: choice(BANK_SETTLE_ACTIONS), note: text(500) }, ['action', 'note']),
  response: responses(envelope(line)),
};

const receiptSchema = {
  tags: ['pay'],
  security,
  params: idParams,
  response: responses(envelope(obj({ url: string, expires_at: string, uploaded_at: string }))),
};
const uploadReceiptSchema = {
  ...receiptSchema,
  summary:
    'Upload the bank\'s receipt of my pending bank-transfer payment (multipart "file": PNG, JPEG or WebP); a new one replaces it. Answers a signed link to it',
  consumes: ['multipart/form-data'],
  body: obj({ file: file() }, ['file']),
};

/** The bytes of the `file` part; the parser's own errors name `field`. */
async function readFilePart(request: FastifyRequest, field: string): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new FieldError(field, 'file_missing');
    return await part.toBuffer();
  } catch (err) {
    throw uploadError(err, field);
  }
}

export default async function bankRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'bank');
  await app.register(adminRoutes(bankAccountKind));

  app.post(
    '/staff/bank/import',
    // The body schema documents the multipart form; the file itself is checked in the handler.
    { schema: importSchema, validatorCompiler: () => () => true, ...allow('money') },
    async (r) => ok(r, await importStatement(deps, { siteId: r.site.id, staffId: r.user!.id }, r.lang, await readFilePart(r, 'bank.file'))),
  );

  app.post<{ Params: { id: number } }>(
    '/pay/bank/receipt/:id',
    // The body schema documents the multipart form; the image is checked by content in the handler.
    { schema: uploadReceiptSchema, validatorCompiler: () => () => true, preHandler: app.requireUser },
    async (r) => {
      const id = Number(r.params.id);
      if (!Number.isSafeInteger(id) || id < 1) throw paymentNotFound();
      const caller = { user: r.user!, site: r.site, origin: publicOrigin(r) };
      return ok(r, await uploadReceipt(deps, caller, id, await readFilePart(r, 'bank.receipt')));
    },
  );
  app.get<{ Params: { id: number } }>(
    '/pay/bank/receipt/:id',
    {
      schema: { ...receiptSchema, summary: "A signed link to the bank's receipt I uploaded for this payment" },
      preHandler: app.requireUser,
    },
    async (r) => ok(r, await myReceipt(deps, r.user!, r.params.id, publicOrigin(r))),
  );
  app.get<{ Params: { id: number } }>(
    '/staff/bank/receipt/:id',
    {
      schema: {
        ...receiptSchema,
        tags,
        summary: "A signed link to the bank's receipt a customer uploaded for this payment (by payment id)",
      },
      ...allow('money'),
    },
    async (r) => ok(r, await staffReceipt(deps, r.site.id, r.params.id, publicOrigin(r))),
  );

  app.get<{ Querystring: Paging & { outcome?: BankLineOutcome } }>(
    '/staff/bank/lines',
    { schema: linesSchema, ...allow('money') },
    async (r) => {
      const { outcome } = r.query;
      const where = and(
        eq(bankStatementLines.siteId, r.site.id),
        outcome
          ? eq(bankStatementLines.outcome, outcome)
          : and(inArray(bankStatementLines.outcome, [...BANK_LINES_TO_SETTLE]), isNull(bankStatementLines.settledAs)),
      )!;
      const [{ total }] = await deps.db.select({ total: count() }).from(bankStatementLines).where(where);
      const ids = await deps.db
        .select({ id: bankStatementLines.id })
        .from(bankStatementLines)
        .where(where)
        .orderBy(desc(bankStatementLines.id))
        .limit(r.query.page_size)
        .offset(offsetOf(r.query));
      const list = (await bankLines(deps.db, r.lang, inArray(bankStatementLines.id, ids.length ? ids.map((i) => i.id) : [0]))).reverse();
      return ok(r, { list, total, page: r.query.page, page_size: r.query.page_size });
    },
  );

  app.post<{ Params: { id: number }; Body: BankSettleRequest }>(
    '/staff/bank/settle/:id',
    { schema: settleSchema, ...allow('money') },
    async (r) => {
      await settleByHand(deps, { siteId: r.site.id, staffId: r.user!.id }, r.params.id, r.body);
      const [settled] = await bankLines(deps.db, r.lang, eq(bankStatementLines.id, r.params.id));
      return ok(r, settled);
    },
  );
}
