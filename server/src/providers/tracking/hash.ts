/** A stable id for an event that has none of its own: its time, place and words. */
import { createHash } from 'node:crypto';

export function eventHash(at: Date, place: string, ...texts: string[]): string {
  return createHash('sha256')
    .update([at.toISOString(), place, ...texts].join('\u0000'))
    .digest('hex')
    .slice(0, 32);
}
