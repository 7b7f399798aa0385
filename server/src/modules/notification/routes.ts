/**
 * Notifications: the delivery job of the outbox (notification-deliver). Customer calls under /api/message/
 * (inbox, preferences, subscribe acceptances); staff: the delivery log per customer with resend, and the
 * dead-letter list of every job queue.
 */
import type { FastifyInstance } from 'fastify';
import { deliver, DELIVER_RETRIES } from './deliver';
import { DELIVER_QUEUE } from './outbox';

export default async function notificationRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.jobs.work<{ outboxId: number }>(DELIVER_QUEUE, (job) => deliver(deps, job.outboxId), { retryLimit: DELIVER_RETRIES, retryDelaySeconds: 30 });
}
