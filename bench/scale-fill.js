// Fills a migrated, seeded database with N waybills in SQL (generate_series: minutes, not hours), for bench/scale.js.
//
// 10,000 customers over both sites (odd: NZ, even: AU) with a session each; one of them, the bench customer (the
// first, NZ), has the same 60 waybills at every size, so his own list costs the same and only the database grows;
// the other waybills are spread over the other 9,999. States as a forwarder's book looks after a year: 2% awaiting
// receipt, 4% awaiting packing, 4% awaiting payment, 5% awaiting dispatch, 15% in transit, 65% delivered,
// 5% cancelled; priced from awaiting payment on, paid (a payment row) from awaiting dispatch on, one parcel per pack
// waybill, tracking events (1 in transit, 2 delivered). Recipients: Chinese names from 20 x 20 x 20 syllables.
const CUSTOMERS = 10000;
const BENCH_WAYBILLS = 60;
const CHUNK = 200000;
const BENCH_TOKEN = 'bench-customer-session-token-0001';

const DAMM = `create or replace function bench_damm(digits text) returns int language plpgsql immutable as $$
declare t int[] := array[0,3,1,7,5,9,8,6,4,2, 7,0,9,2,1,5,4,8,6,3, 4,2,0,6,8,7,1,3,5,9, 1,7,5,0,9,8,3,4,2,6,
  6,1,2,3,0,4,5,9,7,8, 3,6,7,4,2,0,9,5,8,1, 5,8,6,9,7,2,0,1,3,4, 8,9,4,5,3,6,2,0,1,7, 9,4,3,8,6,1,7,2,0,5, 2,5,8,1,4,3,6,7,9,0];
  i int := 0; k int;
begin
  for k in 1..length(digits) loop i := t[i * 10 + ascii(substr(digits, k, 1)) - 48 + 1]; end loop;
  return i;
end $$`;

const SURNAMES = "array['王','李','张','刘','陈','杨','黄','赵','吴','周','徐','孙','马','朱','胡','郭','何','高','林','罗']";
const GIVEN = "array['伟','芳','娜','秀','敏','静','丽','强','磊','军','洋','勇','艳','杰','娟','涛','明','超','兰','霞']";

/** The status of waybill i: a fixed spread (i * 37 mod 100 walks every residue). */
const STATUS = `case when r < 2 then 'pending_receipt' when r < 6 then 'pending_pack' when r < 10 then 'pending_payment'
  when r < 15 then 'pending_dispatch' when r < 30 then 'in_transit' when r < 95 then 'delivered' else 'cancelled' end`;

async function fill(client, total, log) {
  await client.query(DAMM);
  const {
    rows: [first],
  } = await client.query(`select coalesce(max(id), 0) + 1 as id from users`);
  await client.query(`
    insert into users (site_id, mobile, nickname, member_code, invite_code, created_at)
    select case when g % 2 = 1 then 1 else 2 end, case when g % 2 = 1 then '+6421' else '+614' end || lpad(g::text, 7, '0'),
      'Bench ' || g, 'BM' || lpad(g::text, 6, '0'), 'BI' || lpad(g::text, 6, '0'), timestamptz '2024-06-01' + g * interval '1 minute'
    from generate_series(1, ${CUSTOMERS}) g`);
  const {
    rows: [{ id: last }],
  } = await client.query(`select max(id) as id from users`);
  if (Number(last) !== Number(first.id) + CUSTOMERS - 1) throw new Error('bench customers are not contiguous ids');
  await client.query(
    `
    insert into sessions (site_id, user_id, token_hash, created_at, expires_at)
    select u.site_id, u.id, encode(sha256(convert_to(case when u.member_code = 'BM000001' then $1 else 'bench-session-' || u.member_code end, 'UTF8')), 'hex'), now(), now() + interval '30 days'
    from users u where u.member_code like 'BM%'`,
    [BENCH_TOKEN],
  );
  const { rows: channels } = await client.query(`select distinct on (site_id) site_id, id from channels order by site_id, id`);
  const channelOf = Object.fromEntries(channels.map((c) => [c.site_id, c.id]));
  const every = Math.floor(total / BENCH_WAYBILLS);
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    const t0 = Date.now();
    // g: the customer (1 = the bench customer every `every` waybills, otherwise 2..10000); r: the state.
    await client.query(`
      insert into waybills (site_id, user_id, no, kind, status, channel_id, recipient, goods, declared_value, weight_g, charge, amount_due,
        created_at, updated_at, packed_at, paid_at, dispatched_at, delivered_at, cancelled_at)
      select site, ${first.id} + g - 1, prefix || body || bench_damm(body), case when i % 5 < 3 then 'pack' else 'send' end, status,
        case when site = 1 then ${channelOf[1]} else ${channelOf[2]} end,
        jsonb_build_object('address_id', 0, 'name', (${SURNAMES})[1 + i % 20] || (${GIVEN})[1 + (i / 20) % 20] || (${GIVEN})[1 + (i / 400) % 20],
          'mobile', '+86 13' || lpad(((i * 104729) % 1000000000)::text, 9, '0'), 'country', 'CN', 'province', '广东省', 'city', '深圳市',
          'district', '南山区', 'address', '科技园路' || (i % 500) || '号', 'postcode', '518000', 'id_number', null, 'id_front_file_id', null, 'id_back_file_id', null),
        '[{"name":"Wool jumper","category":"clothing","quantity":1,"unit_value":5000}]'::jsonb, 5000,
        case when priced then w end,
        case when priced then jsonb_build_object('breakdown', jsonb_build_object('actual_g', w, 'volumetric_g', w, 'chargeable_g', w, 'first_price', 1200,
          'additional_steps', steps, 'step_g', 100, 'additional_price', steps * 150, 'insurance', 0, 'total', 1200 + steps * 150, 'currency', currency),
          'services', '[]'::jsonb, 'services_fee', 0, 'total', 1200 + steps * 150) end,
        case when priced then 1200 + steps * 150 end,
        at, at, case when priced then at + interval '1 day' end, case when paid then at + interval '2 days' end,
        case when status in ('in_transit', 'delivered') then at + interval '3 days' end, case when status = 'delivered' then at + interval '12 days' end,
        case when status = 'cancelled' then at + interval '1 hour' end
      from generate_series(${from}::bigint, ${to}::bigint) i,
        lateral (select case when i % ${every} = 0 and i / ${every} <= ${BENCH_WAYBILLS} then 1 else 2 + i % ${CUSTOMERS - 1} end as g, (i * 37) % 100 as r,
          timestamptz '2025-01-01' + i * (interval '1 year' / ${total}) as at, 500 + (i * 13) % 4500 as w,
          lpad(((i * 7919 + 12345) % 1000000000)::text, 9, '0') as body) a,
        lateral (select case when g % 2 = 1 then 1 else 2 end as site, case when g % 2 = 1 then 'NZ' else 'AU' end as prefix,
          case when g % 2 = 1 then 'NZD' else 'AUD' end as currency, ${STATUS} as status, greatest(0, ceil((w - 1000) / 100.0))::int as steps) b,
        lateral (select status not in ('pending_receipt', 'pending_pack', 'cancelled') as priced, status in ('pending_dispatch', 'in_transit', 'delivered') as paid) c`);
    log(`waybills ${from}-${to} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  const t1 = Date.now();
  await client.query(`
    insert into parcels (site_id, user_id, status, courier, tracking_no, weight_g, waybill_id, declared_at, arrived_at, packing_at, packed_at, created_at, updated_at)
    select site_id, user_id, case when status = 'pending_pack' then 'packing' else 'packed' end, 'NZ Post', 'BT' || id, weight_g, id,
      created_at - interval '3 days', created_at - interval '1 day', created_at, packed_at, created_at, created_at
    from waybills where kind = 'pack' and status <> 'cancelled' and user_id >= ${first.id}`);
  await client.query(`
    insert into payments (site_id, user_id, no, purpose, waybill_id, idempotency_key, status, currency, amount, wallet_amount, paid_at, created_at, updated_at)
    select w.site_id, w.user_id, 'BP' || lpad(w.id::text, 10, '0'), 'waybill', w.id, 'bench-' || w.id, 'paid', (w.charge -> 'breakdown' ->> 'currency'),
      w.amount_due, w.amount_due, w.paid_at, w.paid_at, w.paid_at
    from waybills w where w.status in ('pending_dispatch', 'in_transit', 'delivered') and w.user_id >= ${first.id}`);
  await client.query(`
    insert into track_events (site_id, waybill_id, occurred_at, place, text_zh, text_en, source, external_id, created_at)
    select w.site_id, w.id, w.dispatched_at + (n - 1) * interval '4 days', case when n = 1 then 'Auckland' else 'Shenzhen' end,
      case when n = 1 then '已发出' else '已送达' end, case when n = 1 then 'Dispatched' else 'Delivered' end, 'system', 'bench-' || n, w.dispatched_at
    from waybills w, generate_series(1, 2) n where w.user_id >= ${first.id} and (w.status = 'delivered' or (w.status = 'in_transit' and n = 1))`);
  log(`parcels, payments, tracking events in ${((Date.now() - t1) / 1000).toFixed(0)} s`);
  await client.query('vacuum analyze'); // as autovacuum leaves a settled table: statistics and the visibility map (index-only counts)
  await client.query(`create table if not exists bench_meta (waybills int not null)`);
  await client.query(`insert into bench_meta values ($1)`, [total]);
}

module.exports = { fill, BENCH_TOKEN };
