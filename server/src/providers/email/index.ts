/** Email: Postmark when configured, otherwise (never in production) a local outbox file. */
import type { Config } from '../../config';
import { OutboxEmail } from './outbox';
import { PostmarkEmail } from './postmark';
import type { EmailProvider } from './types';

export type { EmailAttachment, EmailMessage, EmailProvider } from './types';

export function createEmailProvider(config: Config, now: () => Date): EmailProvider {
  const email = config.email;
  if (email.provider === 'postmark') return new PostmarkEmail(email);
  return new OutboxEmail(config.dataDir, now);
}
