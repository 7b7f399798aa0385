/** Reading PostgreSQL errors through Drizzle's wrapper (the driver error is its `cause`). */

/** The constraint name when `err` is a unique violation (SQLSTATE 23505), else undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
}
