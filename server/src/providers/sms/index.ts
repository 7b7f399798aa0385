/** Text messages: Twilio when configured, otherwise (never in production) a local outbox file. */
import type { Config } from '../../config';
import { OutboxSms } from './outbox';
import { TwilioSms } from './twilio';
import type { SmsProvider } from './types';

export type { SmsProvider } from './types';

export function createSmsProvider(config: Config, now: () => Date): SmsProvider {
  const sms = config.sms;
  if (sms.provider === 'twilio') return new TwilioSms(sms);
  return new OutboxSms(config.dataDir, now);
}
