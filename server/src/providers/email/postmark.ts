/**
 * Postmark's email API: POST {baseUrl}/email with the server token in X-Postmark-Server-Token and a JSON
 * message {From, To, Subject, TextBody, Attachments: [{Name, Content (base64), ContentType}], MessageStream}.
 * Success is 200 with ErrorCode 0; refusals come back as 401/422 {ErrorCode, Message}.
 */
import { ProviderError } from '../../lib/errors';
import { fetchText, parseJson } from '../http';
import type { EmailMessage, EmailProvider } from './types';

export interface PostmarkConfig {
  baseUrl: string;
  serverToken: string;
  /** A confirmed sender signature, e.g. "Parcel <invoices@example.com>". */
  from: string;
}

export class PostmarkEmail implements EmailProvider {
  readonly name = 'postmark';

  constructor(private readonly config: PostmarkConfig) {}

  async send(message: EmailMessage): Promise<void> {
    const { baseUrl, serverToken, from } = this.config;
    const { status, text } = await fetchText('postmark', `${baseUrl}/email`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-postmark-server-token': serverToken },
      body: JSON.stringify({
        From: from,
        To: message.to,
        Subject: message.subject,
        TextBody: message.text,
        Attachments: (message.attachments ?? []).map((a) => ({
          Name: a.filename,
          Content: a.content.toString('base64'),
          ContentType: a.contentType,
        })),
        MessageStream: 'outbound',
      }),
    });
    let body: Record<string, unknown> | undefined;
    try {
      body = parseJson('postmark', text);
    } catch {
      throw new ProviderError(`postmark: HTTP ${status}: ${text.slice(0, 200)}`);
    }
    const code = typeof body.ErrorCode === 'number' ? body.ErrorCode : undefined;
    if (status === 200 && code === 0) return;
    throw new ProviderError(`postmark: HTTP ${status}, code ${code}: ${String(body.Message ?? '')}`, code);
  }
}
