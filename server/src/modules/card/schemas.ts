/** Route schemas of the customer card calls (field errors name `card.<field>`). */
import { CARD_ENTRY_KINDS, CARD_STATUSES, CARD_TABS } from '@contract/card';
import { choice, rowId } from '../../lib/schema';
import { dateTime, envelope, nullableDateTime, nullableInt, obj, responses } from '../../schemas';
import { listSchema, pagingQuery } from '../../toolkit/lists';
import { channelRefSchema } from './shared';

const tags = ['card'];
const security = [{ token: [] }];
const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;

const product = obj(
  {
    id: integer,
    name: string,
    grams: integer,
    price: integer,
    currency: string,
    valid_days: integer,
    price_per_kg: integer,
    channels: { type: 'array', items: channelRefSchema },
  },
  ['id', 'name', 'grams', 'price', 'currency', 'valid_days', 'price_per_kg', 'channels'],
);

export const cardSchema = obj(
  {
    id: integer,
    name: string,
    grams: integer,
    remaining_g: integer,
    price: integer,
    currency: string,
    status: choice(CARD_STATUSES),
    expires_at: dateTime,
    channels: { type: 'array', items: channelRefSchema },
    created_at: dateTime,
    payment_no: string,
  },
  ['id', 'name', 'grams', 'remaining_g', 'price', 'currency', 'status', 'expires_at', 'channels', 'created_at', 'payment_no'],
);
const counts = obj({ usable: integer, used_up: integer, expired: integer }, ['usable', 'used_up', 'expired']);
const paged = listSchema(cardSchema);
const cardList = { ...paged, properties: { ...paged.properties, counts }, required: [...paged.required, 'counts'] };

const purchase = obj(
  {
    payment_id: integer,
    product_id: integer,
    payment_no: string,
    product_name: string,
    grams: integer,
    amount: integer,
    currency: string,
    wallet_amount: integer,
    online_amount: integer,
    method: { type: ['string', 'null'] },
    status: string,
    created_at: dateTime,
    paid_at: nullableDateTime,
    card_id: nullableInt,
  },
  [
    'payment_id',
    'product_id',
    'payment_no',
    'product_name',
    'grams',
    'amount',
    'currency',
    'wallet_amount',
    'online_amount',
    'method',
    'status',
    'created_at',
    'paid_at',
    'card_id',
  ],
);

/** A deduction or refund to customers; staff see every kind (purchase, void too). */
export const cardEntrySchema = obj(
  {
    id: integer,
    card_id: integer,
    card_name: string,
    kind: choice(CARD_ENTRY_KINDS),
    grams: integer,
    amount: integer,
    currency: string,
    remaining_after: integer,
    waybill_id: nullableInt,
    waybill_no: { type: ['string', 'null'] },
    created_at: dateTime,
  },
  ['id', 'card_id', 'card_name', 'kind', 'grams', 'amount', 'currency', 'remaining_after', 'waybill_id', 'waybill_no', 'created_at'],
);

export const productsSchema = {
  tags,
  summary: 'Kilogram card products on sale on my site',
  response: responses(envelope(obj({ list: { type: 'array', items: product } }, ['list']))),
};

export const cardListSchema = {
  tags,
  security,
  summary: 'My kilogram cards in one tab, with the count of each tab',
  querystring: obj({ status: choice(CARD_TABS, { default: 'usable' }), ...pagingQuery }),
  response: responses(envelope(cardList)),
};

export const purchaseListSchema = {
  tags,
  security,
  summary: 'My kilogram card purchases (payments of purpose card), newest first',
  querystring: obj(pagingQuery),
  response: responses(envelope(listSchema(purchase))),
};

export const deductionListSchema = {
  tags,
  security,
  summary: 'Grams my waybills took from my cards, and grams given back, newest first',
  querystring: obj({ card_id: rowId, ...pagingQuery }),
  response: responses(envelope(listSchema(cardEntrySchema))),
};
