/** An email sender (tax invoices go out as PDF attachments). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

export interface EmailProvider {
  readonly name: string;
  /** Sends one message; throws a ProviderError when the provider refuses or fails. */
  send(message: EmailMessage): Promise<void>;
}
