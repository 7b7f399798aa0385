// A time shown in the depot's zone ("2026-06-02 09:00"), whatever zone the phone is in.
export function inZone(iso: string, zone: string): string {
  try {
    return new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  } catch {
    return iso.slice(0, 16).replace('T', ' '); // an engine without zone data: UTC, as sent
  }
}
