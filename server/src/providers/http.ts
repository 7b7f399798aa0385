/** A fetch with a timeout whose network failures become ProviderErrors. */
import { ProviderError } from '../lib/errors';

const TIMEOUT_MS = 10_000;

export async function fetchText(
  provider: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    // headers: WeChat Pay signs its answers in them.
    return { status: response.status, text: await response.text(), headers: response.headers };
  } catch (err) {
    throw new ProviderError(`${provider}: request failed: ${(err as Error).message}`);
  }
}

/** Providers answer JSON, sometimes labelled text/plain (WeChat); anything else is a provider fault. */
export function parseJson(provider: string, text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderError(`${provider}: answer is not a JSON object: ${text.slice(0, 200)}`);
}
