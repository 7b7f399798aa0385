/** A text-message sender. */
export interface SmsProvider {
  readonly name: string;
  /** Sends `text` to an E.164 number; throws a ProviderError when the provider refuses or fails.
   *  `meta.code` lets the dev outbox record the code it carries. */
  send(to: string, text: string, meta?: { code?: string }): Promise<void>;
}
