/**
 * Customer: /api/pay/{options, methods, preview, waybill, topup, card, detail/{id}, sync/{id}, lst}.
 * Providers: /api/pay/notify/{provider} (raw body), the sandbox's /api/pay/sandbox/{checkout,complete}/{ref}.
 * Staff: /api/staff/payment/{lst, refund/{id}}, /api/staff/refund/{lst, retry/{id}, paid_back/{id}}.
 * Field errors name `pay.<field>`. The expiry sweep and the refund re-ask are recurring jobs, every minute
 * (modules/jobs: once per minute across all processes; tests run them with app.jobs.runDue()).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiStatus } from '@contract/api';
import type {
  BuyCardRequest,
  OnlineMethod,
  PayChoice,
  PaymentPurpose,
  PayPlatform,
  PayWaybillRequest,
  StaffRefundQuery,
  StaffRefundRequest,
  TopupRequest,
} from '@contract/payment';
import { ApiError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { OnlineProviderName } from '../../providers/payment';
import { checkoutPage, complete } from '../../providers/payment/sandbox';
import { scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { publicOrigin } from '../files/urls';
import { handleNotification, settleMine, sweepPayments } from './apply';
import { buyCard, type Caller, payWaybill, topup } from './attempt';
import bankRoutes from './bank-routes';
import { methodsFor, payField, paymentNotFound } from './common';
import { myPayment, myPayments, type StaffPaymentQuery, staffPayments, staffRefund, staffRefunds } from './lists';
import { payOptions, previewSplit } from './options';
import { serverOrigin } from './provider-calls';
import { paidBackByBank, refundPayment, retryRefund, sweepRefunds } from './refund';
import {
  buyCardSchema,
  cancelSchema,
  detailSchema,
  listSchema,
  methodsSchema,
  notifySchema,
  optionsSchema,
  payWaybillSchema,
  previewSchema,
  sandboxCheckoutSchema,
  sandboxCompleteSchema,
  staffListSchema,
  staffPaidBackSchema,
  staffRefundListSchema,
  staffRefundSchema,
  staffRetrySchema,
  syncSchema,
  topupSchema,
} from './schemas';

type ById = { Params: { id: number } };
type Paged = { page: number; page_size: number };

const callerOf = (r: FastifyRequest): Caller => ({
  user: r.user!,
  site: r.site,
  lang: r.lang,
  origin: publicOrigin(r),
  appOrigin: typeof r.headers.origin === 'string' ? r.headers.origin : undefined,
});

/** A YYYY-MM-DD that is a real date. */
async function customerRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'pay');
  const user = { preHandler: app.requireUser };

  app.get<{ Querystring: { waybill_id: number; platform: PayPlatform } }>('/pay/options', { schema: optionsSchema, ...user }, async (r) =>
    ok(r, await payOptions(deps, r.user!, r.site, r.lang, r.query.waybill_id, r.query.platform)),
  );

  app.get<{ Querystring: { platform: PayPlatform } }>('/pay/methods', { schema: methodsSchema, ...user }, async (r) =>
    ok(r, { methods: await methodsFor(deps, deps.db, r.query.platform, r.site.id), currency: r.site.currency }),
  );

  app.post<{ Body: PayChoice }>('/pay/preview', { schema: previewSchema, ...user }, async (r) =>
    ok(r, await previewSplit(deps, r.user!, r.body)),
  );

  app.post<{ Body: PayWaybillRequest }>('/pay/waybill', { schema: payWaybillSchema, ...user }, async (r) => {
    const started = await payWaybill(deps, callerOf(r), r.body);
    return ok(r, started, started.payment.status === 'paid' ? 'pay_paid' : 'pay_started');
  });

  app.post<{ Body: TopupRequest }>('/pay/topup', { schema: topupSchema, ...user }, async (r) =>
    ok(r, await topup(deps, callerOf(r), r.body), 'pay_started'),
  );

  app.post<{ Body: BuyCardRequest }>('/pay/card', { schema: buyCardSchema, ...user }, async (r) => {
    const started = await buyCard(deps, callerOf(r), r.body);
    return ok(r, started, started.payment.status === 'paid' ? 'pay_paid' : 'pay_started');
  });

  app.get<ById>('/pay/detail/:id', { schema: detailSchema, ...user }, async (r) =>
    ok(r, await myPayment(deps, r.user!, r.lang, r.params.id)),
  );

  app.post<ById>('/pay/sync/:id', { schema: syncSchema, ...user }, async (r) =>
    ok(r, await settleMine(deps, r.user!, r.lang, r.params.id, 'sync', publicOrigin(r), r.log)),
  );

  app.post<ById>('/pay/cancel/:id', { schema: cancelSchema, ...user }, async (r) =>
    ok(r, await settleMine(deps, r.user!, r.lang, r.params.id, 'cancel', publicOrigin(r), r.log)),
  );

  app.get<{ Querystring: Paged & { purpose?: PaymentPurpose } }>('/pay/lst', { schema: listSchema, ...user }, async (r) =>
    ok(r, await myPayments(deps, r.user!, r.lang, r.query)),
  );
}

/** Providers post raw bytes that are verified as they are: these routes read bodies as Buffers. */
async function providerRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'pay');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post<{ Params: { provider: OnlineMethod } }>(
    '/pay/notify/:provider',
    { schema: notifySchema, config: { site: false } },
    async (r, reply) => {
      const name = r.params.provider as OnlineProviderName;
      if (!deps.payments[name]) throw new ApiError(ApiStatus.NOT_FOUND, 'route_not_found', {}, 404);
      const raw = Buffer.isBuffer(r.body) ? r.body : Buffer.alloc(0);
      const ack = await handleNotification(deps, name, r.headers, raw, publicOrigin(r), r.log);
      return reply.code(ack.statusCode).send(ack.body);
    },
  );

  app.get<{ Params: { ref: string } }>(
    '/pay/sandbox/checkout/:ref',
    { schema: sandboxCheckoutSchema, config: { site: false } },
    async (r, reply) => {
      // In the language the customer paid in (the app's, not the browser's).
      const html = deps.payments.sandbox ? checkoutPage(r.params.ref) : null;
      if (!html) throw paymentNotFound();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post<{ Params: { ref: string }; Body: { outcome: 'paid' | 'failed' } }>(
    '/pay/sandbox/complete/:ref',
    { schema: sandboxCompleteSchema, config: { site: false } },
    async (r, reply) => {
      const done = deps.payments.sandbox ? await complete(r.params.ref, r.body.outcome) : null;
      if (!done) throw paymentNotFound();
      return reply.redirect(done.returnUrl, 303);
    },
  );
}

async function staffRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'pay');

  app.get<{ Querystring: StaffPaymentQuery }>('/staff/payment/lst', { schema: staffListSchema, ...allow('refunds') }, async (r) => {
    return ok(r, await staffPayments(deps, r.site, r.lang, r.query));
  });

  app.post<ById & { Body: StaffRefundRequest }>(
    '/staff/payment/refund/:id',
    { schema: staffRefundSchema, ...allow('refunds') },
    async (r) => {
      const note = r.body.note.trim();
      if (!note) throw payField('note', 'blank');
      const refund = await refundPayment(
        deps,
        { siteId: r.site.id },
        r.params.id,
        { reason: 'staff', note, by: r.user!.id },
        publicOrigin(r),
      );
      return ok(r, await staffRefund(deps, r.site, r.lang, refund.id), 'refund_started');
    },
  );

  app.get<{ Querystring: StaffRefundQuery }>('/staff/refund/lst', { schema: staffRefundListSchema, ...allow('refunds') }, async (r) =>
    ok(r, await staffRefunds(deps, r.site, r.lang, r.query)),
  );

  app.post<ById & { Body: StaffRefundRequest }>(
    '/staff/refund/paid_back/:id',
    { schema: staffPaidBackSchema, ...allow('money') },
    async (r) => {
      await paidBackByBank(deps, r.site.id, r.params.id, r.user!.id, r.body.note);
      return ok(r, await staffRefund(deps, r.site, r.lang, r.params.id));
    },
  );

  app.post<ById>('/staff/refund/retry/:id', { schema: staffRetrySchema, ...allow('money') }, async (r) => {
    const refund = await retryRefund(deps, r.site.id, r.params.id, r.user!.id, publicOrigin(r));
    return ok(r, await staffRefund(deps, r.site, r.lang, refund.id));
  });
}

export default async function paymentRoutes(app: FastifyInstance) {
  await app.register(customerRoutes);
  await app.register(providerRoutes);
  await app.register(staffRoutes);
  await app.register(bankRoutes);
  const { deps } = app;
  app.jobs.every('payment-expiry-sweep', '* * * * *', async () => void (await sweepPayments(deps, {}, serverOrigin(deps), app.log)));
  app.jobs.every('refund-reask', '* * * * *', async () => void (await sweepRefunds(deps, serverOrigin(deps), app.log)));
}
