/** Development SMS: nothing is sent; each message is appended to DATA_DIR/outbox/sms.jsonl. */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SmsProvider } from './types';

export class OutboxSms implements SmsProvider {
  readonly name = 'outbox';
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly now: () => Date,
  ) {
    this.file = path.join(dataDir, 'outbox', 'sms.jsonl');
  }

  async send(to: string, text: string, meta: { code?: string } = {}): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    const line = JSON.stringify({ to, code: meta.code ?? null, text, at: this.now().toISOString() });
    await appendFile(this.file, line + '\n');
  }
}
