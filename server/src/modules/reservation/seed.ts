/**
 * Reservation set-up of the seeded depots (idempotent): hourly slot templates inside each depot's weekly hours,
 * the public holidays they close on, and (demo only) the demo staff member's desk at the first NZ depot.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depotExceptions, depotStaff, slotTemplates, users, warehouses } from '../../db/schema';
import { WEEKDAYS } from '../content/constants';

const PLACES_PER_SLOT = 6;
const DEMO_DESK_DEPOT = 'nz-akl-mt-wellington';

/** Public holidays (the depots close), per site. */
const HOLIDAYS: Record<number, [string, string, string][]> = {
  1: [
    ['2026-12-25', '圣诞节', 'Christmas Day'],
    ['2026-12-26', '节礼日', 'Boxing Day'],
    ['2026-12-28', '节礼日(补假)', 'Boxing Day (observed)'],
    ['2027-01-01', '元旦', "New Year's Day"],
    ['2027-01-04', '新年第二天(补假)', "Day after New Year's Day (observed)"],
    ['2027-02-06', '怀唐伊日', 'Waitangi Day'],
    ['2027-03-26', '耶稣受难日', 'Good Friday'],
    ['2027-03-29', '复活节星期一', 'Easter Monday'],
  ],
  2: [
    ['2026-12-25', '圣诞节', 'Christmas Day'],
    ['2026-12-26', '节礼日', 'Boxing Day'],
    ['2026-12-28', '节礼日(补假)', 'Boxing Day (observed)'],
    ['2027-01-01', '元旦', "New Year's Day"],
    ['2027-01-26', '澳大利亚国庆日', 'Australia Day'],
    ['2027-03-26', '耶稣受难日', 'Good Friday'],
    ['2027-03-29', '复活节星期一', 'Easter Monday'],
  ],
};

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Whole-hour slots from the first full hour after opening to the last one ending by closing. */
function hourlySlots(open: string, close: string): [string, string][] {
  const first = Math.ceil(Number(open.slice(0, 2)) + Number(open.slice(3)) / 60);
  const last = Math.floor(Number(close.slice(0, 2)) + Number(close.slice(3)) / 60);
  return Array.from({ length: Math.max(0, last - first) }, (_, i) => [hour(first + i), hour(first + i + 1)]);
}

export async function seedReservations(db: Db, now: Date, demo: boolean): Promise<void> {
  const depots = await db.select().from(warehouses).where(eq(warehouses.kind, 'depot'));
  for (const depot of depots) {
    const templates = WEEKDAYS.flatMap((weekday) => {
      const hours = depot.openingHours[weekday];
      return hours
        ? hourlySlots(hours[0], hours[1]).map(([startTime, endTime]) => ({
            siteId: depot.siteId,
            depotId: depot.id,
            weekday,
            startTime,
            endTime,
            capacity: PLACES_PER_SLOT,
            createdAt: now,
            updatedAt: now,
          }))
        : [];
    });
    if (templates.length) await db.insert(slotTemplates).values(templates).onConflictDoNothing();
    await db
      .insert(depotExceptions)
      .values(
        (HOLIDAYS[depot.siteId] ?? []).map(([day, zh, en]) => ({
          siteId: depot.siteId,
          depotId: depot.id,
          day,
          reasonZh: zh,
          reasonEn: en,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  if (!demo) return;
  const desk = depots.find((d) => d.code === DEMO_DESK_DEPOT);
  const [staff] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, 1), inArray(users.username, ['staff'])));
  if (desk && staff)
    await db.insert(depotStaff).values({ userId: staff.id, siteId: desk.siteId, depotId: desk.id, createdAt: now }).onConflictDoNothing();
}
