/**
 * buildApp: the Fastify instance, in layers — external plugins (security headers, docs, multipart), app plugins
 * (request ids, metrics, validation, language, errors, site, auth, H5), then the routes. Used by main.ts and the tests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import type { Deps } from './deps';
import { parseLang } from './i18n';
import { FieldError } from './lib/errors';
import { loggerOptions } from './lib/logger';
import { Jobs } from './modules/jobs/queue';
import { dbTokenStore } from './modules/notification/wechat-token';
import admin from './plugins/app/admin';
import auth from './plugins/app/auth';
import errors, { sendError } from './plugins/app/errors';
import h5 from './plugins/app/h5';
import i18n from './plugins/app/i18n';
import metricsPlugin, { countedSms, createMetrics } from './plugins/app/metrics';
import requestId, { requestIdOf } from './plugins/app/request-id';
import site from './plugins/app/site';
import validation from './plugins/app/validation';
import compress from './plugins/external/compress';
import helmet from './plugins/external/helmet';
import multipart from './plugins/external/multipart';
import swagger from './plugins/external/swagger';
import { createEmailProvider, type EmailProvider } from './providers/email';
import { createPaymentProviders, type PaymentProviders } from './providers/payment';
import { createSmsProvider, type SmsProvider } from './providers/sms';
import { createFileStore, type FileStore } from './providers/storage';
import { createWechatProvider, type WechatProvider } from './providers/wechat';
import { createSubscribeSender } from './providers/wechat/subscribe';
import apiRoutes from './routes';

export interface AppOptions {
  config: Config;
  db: Pick<DbHandle, 'db' | 'kind' | 'executeSql' | 'poolStats' | 'observeQueries'>;
  now?: () => Date;
  sms?: SmsProvider;
  email?: EmailProvider;
  wechat?: WechatProvider;
  /** Tests pass their own providers (adapters pointed at fake servers). */
  payments?: PaymentProviders;
  storage?: FileStore;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    // A URL the router cannot read (bad %-escape, a path segment over 100 characters) is the client's fault.
    frameworkErrors: (_error, request, reply) => {
      request.lang = parseLang(request.headers['x-lang']);
      return sendError(request, reply, new FieldError('url', 'invalid_format'));
    },
  });
  const now = options.now ?? (() => new Date());
  const metrics = createMetrics({ token: config.metricsToken, db: options.db });
  const deps: Deps = {
    config,
    db: options.db.db,
    dbKind: options.db.kind,
    now,
    sms: countedSms(options.sms ?? createSmsProvider(config, now), metrics.app),
    email: options.email ?? createEmailProvider(config, now),
    wechat: options.wechat ?? createWechatProvider(config),
    subscribe: createSubscribeSender(config, now, dbTokenStore(options.db.db, now)),
    payments: options.payments ?? createPaymentProviders(config, now),
    storage: options.storage ?? createFileStore(config),
  };
  app.decorate('deps', deps);
  // Modules register their jobs while the routes load; the queue starts once they all have (onReady).
  const jobs = new Jobs(options.db.executeSql, { polling: config.jobsPolling, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  await app.register(helmet);
  await app.register(swagger);
  await app.register(multipart);
  await app.register(compress);

  await app.register(requestId);
  await app.register(metricsPlugin, { registry: metrics.registry, token: config.metricsToken });
  await app.register(validation);
  await app.register(i18n);
  await app.register(errors);
  await app.register(site);
  await app.register(auth);
  await app.register(h5);
  await app.register(admin);

  await app.register(apiRoutes, { prefix: '/api' });
  return app;
}
