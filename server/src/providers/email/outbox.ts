/**
 * Development email: nothing is sent; each message is appended to DATA_DIR/outbox/email.jsonl and its
 * attachments are saved beside it (outbox/email-files/<n>-<filename>), named in the line.
 */
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '../../lib/crypto';
import type { EmailMessage, EmailProvider } from './types';

export interface OutboxEmailLine {
  to: string;
  subject: string;
  text: string;
  /** Paths relative to the outbox folder. */
  attachments: { filename: string; contentType: string; size: number; file: string }[];
  at: string;
}

export class OutboxEmail implements EmailProvider {
  readonly name = 'outbox';
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly now: () => Date,
  ) {
    this.file = path.join(dataDir, 'outbox', 'email.jsonl');
  }

  async send(message: EmailMessage): Promise<void> {
    const dir = path.dirname(this.file);
    await mkdir(path.join(dir, 'email-files'), { recursive: true });
    const attachments = [];
    for (const a of message.attachments ?? []) {
      // A random prefix: two messages may carry files of the same name.
      const file = path.join('email-files', `${randomToken(9)}-${path.basename(a.filename)}`);
      await writeFile(path.join(dir, file), a.content);
      attachments.push({ filename: a.filename, contentType: a.contentType, size: a.content.length, file });
    }
    const line: OutboxEmailLine = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments,
      at: this.now().toISOString(),
    };
    await appendFile(this.file, JSON.stringify(line) + '\n');
  }
}
