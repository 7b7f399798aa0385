/**
 * Staff bank-transfer routes (role finance or admin): POST /api/staff/bank/import (multipart "file", the bank's
 * CSV export) and GET /api/staff/bank/lines (what is left to settle by hand); the site's account is the admin
 * kind /api/admin/bank_account.
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
import { bankAccountKind } from './bank-account';
import { bankLines, importStatement } from './bank-import';
import { settleByHand } from './bank-settle';

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

/** The bytes of the `file` part; the parser's own errors name the field. */
async function readStatementFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new FieldError('bank.file', 'file_missing');
    return await part.toBuffer();
  } catch (err) {
    throw uploadError(err, 'bank.file');
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
    async (r) => ok(r, await importStatement(deps, { siteId: r.site.id, staffId: r.user!.id }, r.lang, await readStatementFile(r))),
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
