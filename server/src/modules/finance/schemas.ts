/** Route schemas of the finance close and exports. */
import { FINANCE_EXPORT_FORMATS, XERO_FILES } from '@contract/finance';
import { ONLINE_METHODS, PAYMENT_PURPOSES, WALLET_ENTRY_KINDS } from '@contract/payment';
import { choice, day } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';

const tags = ['staff'];
const security = [{ token: [] }];
const int = { type: 'integer' } as const;
const all = (properties: Record<string, object>) => obj(properties, Object.keys(properties));
const countAmount = all({ count: int, amount: int });

export const closeSchema = {
  tags,
  security,
  summary:
    "The site's day close (finance): online money by provider and purpose, wallet, refunds, claims, cards, commission, and what is owed at the day's end",
  querystring: obj({ date: day }, ['date']),
  response: responses(
    envelope(
      all({
        date: { type: 'string' },
        currency: { type: 'string' },
        time_zone: { type: 'string' },
        from: { type: 'string', format: 'date-time' },
        to: { type: 'string', format: 'date-time' },
        online: {
          type: 'array',
          items: all({
            provider: { type: 'string', enum: [...ONLINE_METHODS] },
            purpose: { type: 'string', enum: [...PAYMENT_PURPOSES] },
            count: int,
            amount: int,
          }),
        },
        wallet: { type: 'array', items: all({ kind: { type: 'string', enum: [...WALLET_ENTRY_KINDS] }, count: int, amount: int }) },
        wallet_in: int,
        wallet_out: int,
        refunds: { type: 'array', items: all({ provider: { type: ['string', 'null'] }, count: int, online: int, wallet: int }) },
        claim_payouts: countAmount,
        card_sales: countAmount,
        card_grams_used: int,
        card_freight_covered: int,
        commission_accrued: int,
        commission_reversed: int,
        commission_paid: all({ count: int, amount: int, fee: int, net: int }),
        owed: all({ wallet_balances: int, card_grams_unused: int, card_value_unused: int, commission_payable: int }),
      }),
    ),
  ),
};

export const exportSchema = {
  tags,
  security,
  summary:
    'Finance export of a range of days (finance): format=xero with file=sales (Xero sales invoice CSV import) or file=bank (Xero bank statement CSV import), or format=csv (every payment and refund)',
  querystring: obj({ format: choice(FINANCE_EXPORT_FORMATS), file: choice(XERO_FILES, { default: 'sales' }), from: day, to: day }, [
    'format',
    'from',
    'to',
  ]),
  response: { 200: { type: 'string' } },
};
