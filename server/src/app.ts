/**
 * buildApp: the Fastify instance, in layers — external plugins (security headers, docs, multipart), app plugins
 * (validation, language, errors, site, auth, H5), then the routes. Used by main.ts and the tests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Deps } from './deps';
import { createEmailProvider, type EmailProvider } from './providers/email';
import { createPaymentProviders, type PaymentProviders } from './providers/payment';
import { createSmsProvider, type SmsProvider } from './providers/sms';
import { createWechatProvider, type WechatProvider } from './providers/wechat';
import validation from './plugins/app/validation';
import i18n from './plugins/app/i18n';
import errors, { sendError } from './plugins/app/errors';
import { parseLang } from './i18n';
import { FieldError } from './lib/errors';
import site from './plugins/app/site';
import auth from './plugins/app/auth';
import h5 from './plugins/app/h5';
import helmet from './plugins/external/helmet';
import swagger from './plugins/external/swagger';
import multipart from './plugins/external/multipart';
import apiRoutes from './routes';

export interface AppOptions {
  config: Config;
  db: { db: Db; kind: 'pglite' | 'postgres' };
  now?: () => Date;
  sms?: SmsProvider;
  email?: EmailProvider;
  wechat?: WechatProvider;
  /** Tests pass their own providers (adapters pointed at fake servers). */
  payments?: PaymentProviders;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers["x-token"]', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    // A URL the router cannot read (bad %-escape, a path segment over 100 characters) is the client's fault.
    frameworkErrors: (_error, request, reply) => {
      request.lang = parseLang(request.headers['x-lang']);
      return sendError(request, reply, new FieldError('url', 'invalid_format'));
    },
  });
  const now = options.now ?? (() => new Date());
  const deps: Deps = {
    config,
    db: options.db.db,
    dbKind: options.db.kind,
    now,
    sms: options.sms ?? createSmsProvider(config, now),
    email: options.email ?? createEmailProvider(config, now),
    wechat: options.wechat ?? createWechatProvider(config),
    payments: options.payments ?? createPaymentProviders(config, now),
  };
  app.decorate('deps', deps);

  await app.register(helmet);
  await app.register(swagger);
  await app.register(multipart);

  await app.register(validation);
  await app.register(i18n);
  await app.register(errors);
  await app.register(site);
  await app.register(auth);
  await app.register(h5);

  await app.register(apiRoutes, { prefix: '/api' });
  return app;
}
