/** Route schemas of the customer card calls (field errors name `card.<field>`). */
import { envelope, obj, responses } from '../../schemas';
import { listSchema, pagingQuery } from '../content/lists';
import { CARD_TABS } from '../../../../types/card';
import { channelRefSchema, dateTime, nullableDateTime, nullableInt } from './shared';

const tags = ['card'];
const security = [{ token: [] }];
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;

const product = obj(
  { id: int, name: str, grams: int, price: int, currency: str, valid_days: int, price_per_kg: int, channels: { type: 'array', items: channelRefSchema } },
  ['id', 'name', 'grams', 'price', 'currency', 'valid_days', 'price_per_kg', 'channels'],
);

const card = obj(
  {
    id: int, name: str, grams: int, remaining_g: int, price: int, currency: str, status: { type: 'string', enum: ['usable', 'used_up', 'expired', 'void'] },
    expires_at: dateTime, channels: { type: 'array', items: channelRefSchema }, created_at: dateTime, payment_no: str,
  },
  ['id', 'name', 'grams', 'remaining_g', 'price', 'currency', 'status', 'expires_at', 'channels', 'created_at', 'payment_no'],
);
const counts = obj({ usable: int, used_up: int, expired: int }, ['usable', 'used_up', 'expired']);
const paged = listSchema(card);
const cardList = { ...paged, properties: { ...paged.properties, counts }, required: [...paged.required, 'counts'] };

const purchase = obj(
  {
    payment_no: str, product_name: str, grams: int, amount: int, currency: str, wallet_amount: int, online_amount: int,
    method: { type: ['string', 'null'] }, status: str, created_at: dateTime, paid_at: nullableDateTime, card_id: nullableInt,
  },
  ['payment_no', 'product_name', 'grams', 'amount', 'currency', 'wallet_amount', 'online_amount', 'method', 'status', 'created_at', 'paid_at', 'card_id'],
);

const deduction = obj(
  {
    id: int, card_id: int, card_name: str, kind: str, grams: int, amount: int, currency: str, remaining_after: int,
    waybill_id: nullableInt, waybill_no: { type: ['string', 'null'] }, created_at: dateTime,
  },
  ['id', 'card_id', 'card_name', 'kind', 'grams', 'amount', 'currency', 'remaining_after', 'waybill_id', 'waybill_no', 'created_at'],
);

export const productsSchema = {
  tags, summary: 'Kilogram card products on sale on my site', response: responses(envelope(obj({ list: { type: 'array', items: product } }, ['list']))),
};

export const cardListSchema = {
  tags, security, summary: 'My kilogram cards in one tab, with the count of each tab',
  querystring: obj({ status: { type: 'string', enum: CARD_TABS, default: 'usable' }, ...pagingQuery }),
  response: responses(envelope(cardList)),
};

export const purchaseListSchema = {
  tags, security, summary: 'My kilogram card purchases (payments of purpose card), newest first',
  querystring: obj(pagingQuery), response: responses(envelope(listSchema(purchase))),
};

export const deductionListSchema = {
  tags, security, summary: 'Grams my waybills took from my cards, and grams given back, newest first',
  querystring: obj({ card_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, ...pagingQuery }),
  response: responses(envelope(listSchema(deduction))),
};
