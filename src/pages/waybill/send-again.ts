// "Send again": a new pack request (or direct send) with a waybill's recipient, line, insurance and services filled
// in, put where the form keeps its draft (stores/drafts.ts) so the form opens with them. The parties come from the
// address book entries the waybill was made from, as they are now (null when deleted since: chosen again).
import { lineToRow } from '@/lib/goods';
import type { DraftMap } from '@/stores/drafts';
import type { Address } from '@contract/address';
import type { WaybillDetail } from '@contract/waybill';

type Again = { kind: 'pack'; draft: DraftMap['pack'] } | { kind: 'send'; draft: DraftMap['send'] };

export function againDraft(w: WaybillDetail, recipient: Address | null, sender: Address | null): Again {
  const common = {
    recipient,
    channel_code: w.channel.code,
    insured: w.insured,
    insured_value: w.insured ? (w.insured_value / 100).toFixed(2) : '',
    services: w.services.map((s) => s.code),
    note: '',
  };
  if (w.kind === 'pack') return { kind: 'pack', draft: { ...common, parcel_ids: [], goods: [], goods_edited: false } };
  // A direct send declares its own goods: the same goods are the likely start; the parcel itself is weighed anew.
  return {
    kind: 'send',
    draft: {
      ...common,
      sender,
      goods: w.goods.map(lineToRow),
      goods_edited: true,
      depot_id: w.depot?.id ?? null,
      weight: '',
      length: '',
      width: '',
      height: '',
    },
  };
}
