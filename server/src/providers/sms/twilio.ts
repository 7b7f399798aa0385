/**
 * Twilio Programmable Messaging: POST {baseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json with
 * HTTP basic auth (AccountSid:AuthToken) and a form body To/From/Body. Errors come back as
 * `{code, message, more_info, status}` with a 4xx/5xx status.
 */
import { ProviderError } from '../../lib/errors';
import { fetchText, parseJson } from '../http';
import type { SmsProvider } from './types';

export interface TwilioConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or an alphanumeric sender id where the destination allows it. */
  from: string;
}

export class TwilioSms implements SmsProvider {
  readonly name = 'twilio';

  constructor(private readonly config: TwilioConfig) {}

  async send(to: string, text: string): Promise<void> {
    const { baseUrl, accountSid, authToken, from } = this.config;
    const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const { status, text: answer } = await fetchText('twilio', url, {
      method: 'POST',
      headers: {
        authorization: 'Basic ' + Buffer.from(`${accountSid}:${authToken}`).toString('base64'),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: to, From: from, Body: text }).toString(),
    });
    if (status >= 200 && status < 300) return;
    throw twilioError(status, answer);
  }
}

function twilioError(status: number, answer: string): ProviderError {
  try {
    const body = parseJson('twilio', answer);
    const code = typeof body.code === 'number' ? body.code : undefined;
    return new ProviderError(`twilio: HTTP ${status}, code ${code}: ${String(body.message ?? '')}`, code);
  } catch {
    return new ProviderError(`twilio: HTTP ${status}: ${answer.slice(0, 200)}`);
  }
}
