/**
 * Writing track events. (waybill, source, external_id) is unique, so a system event per state change
 * (external id = the change's name), a staff event typed twice, and carrier events synced twice are
 * stored once.
 */
import type { Queryable } from '../../db/client';
import { trackEvents, type WaybillRow } from '../../db/schema';

export { eventHash } from '../../providers/tracking/hash';

type SystemEvent = 'received' | 'packed' | 'dispatched' | 'handed_over' | 'delivered';

const SYSTEM_TEXT: Record<SystemEvent, (w: WaybillRow) => { zh: string; en: string }> = {
  received: () => ({ zh: '包裹已送达收货点,等待打包', en: 'Dropped off at the depot, waiting to be packed' }),
  packed: () => ({ zh: '仓库已完成称重打包', en: 'Weighed and packed at the warehouse' }),
  dispatched: () => ({ zh: '包裹已出库,发往中国', en: 'Left the warehouse for China' }),
  handed_over: (w) => ({
    zh: `已交接国内快递 ${w.carrierCode ?? ''},单号 ${w.carrierNo ?? ''}`,
    en: `Handed over to ${w.carrierCode ?? ''} in China, tracking number ${w.carrierNo ?? ''}`,
  }),
  delivered: () => ({ zh: '已签收', en: 'Delivered' }),
};

export interface NewEvent {
  at: Date;
  place: string;
  zh: string;
  en: string;
  source: 'staff' | 'carrier' | 'system';
  externalId: string;
  by: number | null;
}

/** Inserts what is new; answers how many rows were added. */
export async function addEvents(q: Queryable, waybill: Pick<WaybillRow, 'id' | 'siteId'>, events: NewEvent[]): Promise<number> {
  if (!events.length) return 0;
  const added = await q
    .insert(trackEvents)
    .values(
      events.map((e) => ({
        siteId: waybill.siteId,
        waybillId: waybill.id,
        occurredAt: e.at,
        place: e.place,
        textZh: e.zh,
        textEn: e.en,
        source: e.source,
        externalId: e.externalId,
        createdBy: e.by,
      })),
    )
    .onConflictDoNothing({ target: [trackEvents.waybillId, trackEvents.source, trackEvents.externalId] })
    .returning({ id: trackEvents.id });
  return added.length;
}

export async function addSystemEvent(
  q: Queryable,
  waybill: WaybillRow,
  kind: SystemEvent,
  at: Date,
  by: number | null,
  place = '',
): Promise<void> {
  const text = SYSTEM_TEXT[kind](waybill);
  await addEvents(q, waybill, [{ at, place, ...text, source: 'system', externalId: kind, by }]);
}
