// Waybill, detail and track answers shaped as the server sends them (types/waybill.ts, types/tracking.ts).
const party = {
  name: '张伟', mobile: '+8613812345678', country: 'CN', province: '广东省', city: '广州市', district: '天河区',
  address: '天河路385号', postcode: '510620', id_number: '440106********1231',
}

export const waybill = (over: object = {}) => ({
  id: 11, no: 'NZ1118356454', kind: 'pack', status: 'pending_pack', channel: { code: 'general', name: '普货专线' },
  recipient_name: '张伟', recipient_city: '广州市', declared_value: 12000, currency: 'NZD', amount_due: null, money: { state: 'none' }, weight_g: null,
  parcel_count: 2, problem: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', ...over,
})

export const detail = (over: object = {}) => ({
  ...waybill(),
  recipient: party,
  sender: null,
  goods: [{ name: '羊毛衫', category: 'clothing', quantity: 2, unit_value: 6000 }],
  insured: false,
  insured_value: 0,
  services: [],
  depot: null,
  note: '',
  estimate: { weight_g: null, length_mm: null, width_mm: null, height_mm: null },
  dimensions: { length_mm: null, width_mm: null, height_mm: null },
  photos: [],
  charge: null,
  parcels: [
    { id: 1, status: 'packing', courier: 'NZ Post', tracking_no: 'NZP0001', goods: [], declared_value: 0, currency: 'NZD', note: '', weight_g: 800, location: 'A-01', waybill_id: 11, waybill_no: 'NZ1118356454', declared_at: null, arrived_at: null, packing_at: null, packed_at: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' },
  ],
  carrier: null,
  history: [{ status: 'pending_pack', at: '2026-01-01T00:00:00Z' }],
  actions: ['edit', 'cancel'],
  payment: null,
  refund: null,
  ...over,
})

export const trackLog = (over: object = {}) => ({
  no: 'NZ1118356454', status: 'in_transit', status_text: '运输中', channel_name: '普货专线', time_zone: 'Pacific/Auckland',
  events: [
    { time: '2026-01-03T02:00:00Z', time_local: '2026-01-03 15:00', place: 'Auckland', text: '已发出', source: 'system' },
    { time: '2026-01-02T02:00:00Z', time_local: '2026-01-02 15:00', place: 'Auckland', text: '已打包', source: 'system' },
  ],
  ...over,
})

/** Numbers the server's newWaybillNo generated (server/src/modules/waybill/number.ts). */
export const SERVER_NUMBERS = ['AU8791154792', 'NZ1118356454', 'AU1454098406', 'NZ4759987190', 'AU2689865317', 'NZ2826366289', 'AU5481641743', 'NZ0026412262']
