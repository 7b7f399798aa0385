/**
 * What customers are told about their bookings (modules/notification): confirmed (again after a reschedule),
 * the reminder before the slot, cancelled. Sent inside the change's transaction; the dedupe key is the booking
 * (and its slot, so a rescheduled booking is confirmed and reminded again, once).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type ReservationRow, reservationSlots, warehouses } from '../../db/schema';
import { notify } from '../notification/outbox';

type ReservationEvent = 'reservation.confirmed' | 'reservation.reminder' | 'reservation.cancelled';

export async function tell(tx: Tx, event: ReservationEvent, row: ReservationRow): Promise<void> {
  const [slot] = await tx.select().from(reservationSlots).where(eq(reservationSlots.id, row.slotId));
  const [depot] = await tx.select().from(warehouses).where(eq(warehouses.id, row.depotId));
  await notify(tx, {
    siteId: row.siteId,
    userId: row.userId,
    event,
    payload: {
      no: row.no,
      // Rendered in the reader's language when read (texts.ts takes `place_en` for English).
      place: depot.nameZh,
      place_en: depot.nameEn,
      time: `${slot.localDay} ${slot.startTime}-${slot.endTime}`,
    },
    dedupeKey: event === 'reservation.cancelled' ? String(row.id) : `${row.id}:${row.slotId}`,
    link: `/pages/reservation/result?id=${row.id}`,
  });
}
