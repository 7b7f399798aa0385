/**
 * Recurring jobs on bookings (registered in routes.ts, every minute on the job queue): the reminder before a slot (once per booking and slot: rescheduling clears
 * `reminded_at`) and the release of bookings nobody came for, a grace period after their slot ended
 * (booked -> no_show, items released so they can be booked again). Each booking in its own guarded transaction.
 */
import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { NO_SHOW_GRACE_MINUTES, REMINDER_LEAD_MINUTES } from '@contract/reservation';
import { type ReservationRow, reservations, reservationSlots } from '../../db/schema';
import type { Deps } from '../../deps';
import { tell } from './notices';
import { log, releaseItems } from './service';

const BATCH = 100;
const after = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** Bookings whose slot starts within the reminder lead and that were not reminded for this slot. */
export async function sendReminders(deps: Deps): Promise<ReservationRow[]> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: reservations.id, slotId: reservations.slotId })
    .from(reservations)
    .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
    .where(
      and(
        eq(reservations.status, 'booked'),
        isNull(reservations.remindedAt),
        lte(reservationSlots.startsAt, after(now, REMINDER_LEAD_MINUTES)),
        sql`${reservationSlots.startsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(reservationSlots.startsAt))
    .limit(BATCH);
  const reminded: ReservationRow[] = [];
  for (const { id, slotId } of due) {
    const row = await deps.db.transaction(async (tx) => {
      const [next] = await tx
        .update(reservations)
        .set({ remindedAt: now })
        .where(
          and(eq(reservations.id, id), eq(reservations.status, 'booked'), eq(reservations.slotId, slotId), isNull(reservations.remindedAt)),
        )
        .returning();
      if (!next) return undefined;
      await log(tx, next, 'reminded', null, now);
      await tell(tx, 'reservation.reminder', next);
      return next;
    });
    if (row) reminded.push(row);
  }
  return reminded;
}

/** Booked reservations whose slot ended more than the grace period ago. */
export async function releaseNoShows(deps: Deps): Promise<ReservationRow[]> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
    .where(and(eq(reservations.status, 'booked'), lt(reservationSlots.endsAt, after(now, -NO_SHOW_GRACE_MINUTES))))
    .orderBy(asc(reservationSlots.endsAt))
    .limit(BATCH);
  const released: ReservationRow[] = [];
  for (const { id } of due) {
    const row = await deps.db.transaction(async (tx) => {
      const [next] = await tx
        .update(reservations)
        .set({ status: 'no_show', noShowAt: now, updatedAt: now })
        .where(and(eq(reservations.id, id), eq(reservations.status, 'booked')))
        .returning();
      if (!next) return undefined;
      await releaseItems(tx, next.id);
      await log(tx, next, 'no_show', null, now);
      return next;
    });
    if (row) released.push(row);
  }
  return released;
}
