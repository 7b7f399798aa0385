/** What route handlers and services need, built once in buildApp and reachable as `app.deps`. */
import type { FastifyBaseLogger } from 'fastify';
import type { ApiLang } from '@contract/api';
import type { Config } from './config';
import type { Db } from './db/client';
import type { SiteRow, UserRow } from './db/schema';
import type { Jobs } from './modules/jobs/queue';
import type { EmailProvider } from './providers/email';
import type { PaymentProviders } from './providers/payment';
import type { SmsProvider } from './providers/sms';
import type { FileStore } from './providers/storage';
import type { WechatProvider } from './providers/wechat';
import type { SubscribeSender } from './providers/wechat/subscribe';

export interface Deps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** The clock: tests move it to try expiry and rate limits. */
  now: () => Date;
  sms: SmsProvider;
  email: EmailProvider;
  wechat: WechatProvider;
  /** Mini-program subscribe messages (notifications). */
  subscribe: SubscribeSender;
  /** Online payment providers that are configured (wechat, stripe, sandbox). */
  payments: PaymentProviders;
  /** Every file the product keeps (providers/storage): local disk or an S3-compatible bucket. */
  storage: FileStore;
}

export interface SessionRef {
  id: number;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Background work on pg-boss: `every` (recurring), `work` + `send` (queued, retried, dead-lettered). */
    jobs: Jobs;
  }
  interface FastifyRequest {
    lang: ApiLang;
    site: SiteRow;
    /** Set by the requireUser pre-handler and the staff role check (plugins/app/auth.ts). */
    user: UserRow | null;
    session: SessionRef | null;
  }
  interface FastifyContextConfig {
    /** false: the route does not read `site-id` (health, files). */
    site?: boolean;
    /** The route answers in the LoginEnvelope shape, errors included. */
    loginEnvelope?: boolean;
  }
}

export type Logger = FastifyBaseLogger;
