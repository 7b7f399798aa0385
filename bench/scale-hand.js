// The four measured calls written by hand with `pg` (one pool, the fewest round trips a careful person would
// write: the session, then one statement), the yardstick of bench/scale.js. Same inputs and the same data in the
// answer as our calls (rows, counts, money state), without our layers. Run by bench/scale.js.
const { serverDir } = require('./support');
const fastify = require(require.resolve('fastify', { paths: [serverDir] }));
const { Pool } = require(require.resolve('pg', { paths: [serverDir] }));
const { createHash } = require('crypto');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = fastify();
// Totals counted up to this and no further, as our lists do (server/src/toolkit/lists.ts).
const COUNT_CAP = 10_000;
const TABS = {
  awaiting: ['pending_receipt', 'pending_pack'],
  pending_payment: ['pending_payment'],
  pending_dispatch: ['pending_dispatch'],
  in_transit: ['in_transit'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
};

async function sessionUser(req) {
  const hash = createHash('sha256')
    .update(String(req.headers['x-token'] || ''))
    .digest('hex');
  const { rows } = await pool.query(
    `select u.id, u.site_id, u.role from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.site_id = $2 and s.revoked_at is null and s.expires_at > now() and u.status = 'active'`,
    [hash, Number(req.headers['site-id'] || 1)],
  );
  return rows[0];
}

const SETTLED = `left join lateral (select p.wallet_amount, p.online_amount, p.card_grams, p.coupon_amount, r.status as refund_status
  from payments p left join refunds r on r.payment_id = p.id where p.waybill_id = w.id and p.purpose = 'waybill' and p.status in ('paid', 'refunded') limit 1) s on true`;
const PAGE_COLUMNS = `w.id, w.no, w.kind, w.status, w.recipient, w.amount_due, w.weight_g, w.created_at, c.code, c.name_zh, c.name_en,
  (select count(*)::int from parcels p where p.waybill_id = w.id) as parcel_count, s.wallet_amount, s.online_amount, s.card_grams, s.coupon_amount, s.refund_status`;

const item = (r) => ({
  id: r.id,
  no: r.no,
  kind: r.kind,
  status: r.status,
  channel: { code: r.code, name: r.name_zh },
  recipient_name: r.recipient.name,
  recipient_mobile: r.recipient.mobile,
  parcel_count: r.parcel_count,
  weight_g: r.weight_g,
  created_at: r.created_at.toISOString(),
  money:
    r.wallet_amount !== null
      ? {
          state: r.refund_status ? 'refunded' : 'paid',
          amount: r.wallet_amount + r.online_amount,
          card_grams: r.card_grams,
          coupon_amount: r.coupon_amount,
        }
      : r.status === 'pending_payment'
        ? { state: 'due', amount: r.amount_due }
        : { state: 'none' },
});

app.get('/hand/order/lst', async (req) => {
  const user = await sessionUser(req);
  if (!user) return { status: 40000 };
  const size = Number(req.query.page_size || 20);
  const offset = (Number(req.query.page || 1) - 1) * size;
  const { rows } = await pool.query(
    `
    with counts as (select status, count(*)::int as n from waybills where site_id = $1 and user_id = $2 group by status)
    select null as page_row, json_object_agg(status, n) as counts from counts
    union all
    select row_to_json(x), null from (select ${PAGE_COLUMNS} from waybills w join channels c on c.id = w.channel_id ${SETTLED}
      where w.site_id = $1 and w.user_id = $2 order by w.created_at desc, w.id desc limit $3 offset $4) x`,
    [user.site_id, user.id, size, offset],
  );
  const byStatus = rows[0].counts || {};
  const counts = { all: Object.values(byStatus).reduce((a, b) => a + b, 0) };
  for (const [tab, statuses] of Object.entries(TABS)) counts[tab] = statuses.reduce((a, s) => a + (byStatus[s] || 0), 0);
  const list = rows.slice(1).map((r) => item({ ...r.page_row, created_at: new Date(r.page_row.created_at) }));
  return { status: 200, data: { list, total: counts.all, page: Number(req.query.page || 1), page_size: size, counts } };
});

app.get('/hand/staff/order/lst', async (req) => {
  const user = await sessionUser(req);
  if (!user || user.role === 'customer') return { status: 40003 };
  const size = Number(req.query.page_size || 20);
  const values = [user.site_id, size, (Number(req.query.page || 1) - 1) * size];
  const where = ['w.site_id = $1'];
  if (req.query.status) where.push(`w.status = $${values.push(req.query.status)}`);
  if (req.query.keyword) {
    const like = `%${req.query.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const n = values.push(like);
    where.push(`(w.no ilike $${n} or w.recipient ->> 'name' ilike $${n} or w.recipient ->> 'mobile' ilike $${n}
      or w.user_id in (select id from users where site_id = $1 and member_code ilike $${n}))`);
  }
  const { rows } = await pool.query(
    `select ${PAGE_COLUMNS}, u.member_code,
      (select count(*) from (select 1 from waybills w where ${where.join(' and ')} limit ${COUNT_CAP + 1}) capped) as total
    from waybills w join channels c on c.id = w.channel_id join users u on u.id = w.user_id ${SETTLED}
    where ${where.join(' and ')} order by w.created_at desc, w.id desc limit $2 offset $3`,
    values,
  );
  return {
    status: 200,
    data: {
      list: rows.map((r) => ({ ...item(r), member_code: r.member_code })),
      total: Math.min(Number(rows[0]?.total ?? 0), COUNT_CAP),
      total_capped: Number(rows[0]?.total ?? 0) > COUNT_CAP,
      page: Number(req.query.page || 1),
      page_size: size,
    },
  };
});

app.get('/hand/order/v2/log', async (req) => {
  const no = String(req.query.no || '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
  const {
    rows: [w],
  } = await pool.query(
    `select w.no, w.status, c.name_zh, c.name_en,
      coalesce((select json_agg(e order by e.occurred_at desc, e.id desc) from track_events e where e.waybill_id = w.id), '[]') as events
    from waybills w join channels c on c.id = w.channel_id where w.site_id = $1 and w.no = $2`,
    [Number(req.headers['site-id'] || 1), no],
  );
  if (!w) return { status: 40004 };
  return {
    status: 200,
    data: {
      no: w.no,
      status: w.status,
      channel_name: w.name_zh,
      events: w.events.map((e) => ({ time: e.occurred_at, place: e.place, text: e.text_zh, source: e.source })),
    },
  };
});

app.post('/hand/pay/preview', async (req) => {
  const user = await sessionUser(req);
  if (!user) return { status: 40000 };
  const {
    rows: [w],
  } = await pool.query(
    `select w.amount_due, w.charge, c.code,
      exists (select 1 from payments p where p.site_id = w.site_id and p.user_id = w.user_id and p.purpose = 'waybill' and p.status = 'paid' and p.waybill_id <> w.id) as other_paid,
      coalesce((select balance_after from wallet_entries e where e.user_id = w.user_id order by e.seq desc limit 1), 0) as balance
    from waybills w join channels c on c.id = w.channel_id where w.site_id = $1 and w.user_id = $2 and w.id = $3`,
    [user.site_id, user.id, req.body.waybill_id],
  );
  if (!w || w.amount_due === null) return { status: 40004 };
  const wallet = req.body.use_wallet ? Math.min(w.balance, w.amount_due) : 0;
  return {
    status: 200,
    data: {
      amount: w.amount_due,
      card_id: null,
      card_grams: 0,
      card_amount: 0,
      coupon_id: null,
      coupon_amount: 0,
      wallet_amount: wallet,
      online_amount: w.amount_due - wallet,
    },
  };
});

app.get('/hand/health', async () => ({ ok: true }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
