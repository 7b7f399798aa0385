/** Route schemas of my member level and points ledger. Field errors name `member.<field>`. */
import { POINTS_ENTRY_KINDS } from '@contract/member';
import { choice, paging } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { listSchema } from '../../toolkit/lists';

const tags = ['member'];
const security = [{ token: [] }];
const integer = { type: 'integer' };
const string = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };

const level = {
  type: ['object', 'null'],
  properties: {
    code: string,
    name: string,
    min_freight: integer,
    discount_bp: integer,
    free_services: { type: 'array', items: obj({ code: string, name: string }) },
  },
  required: ['code', 'name', 'min_freight', 'discount_bp', 'free_services'],
};

export const levelSchema = {
  tags,
  security,
  summary:
    'My member level (by freight paid over the last 12 months), its freight discount and free services, the next level and how far to it, and my points (balance, worth, expiring within 30 days)',
  response: responses(
    envelope(
      obj({
        currency: string,
        level,
        next: level,
        paid_freight: integer,
        to_next: integer,
        progress_pct: integer,
        points: obj({
          balance: integer,
          point_value: integer,
          points_per_unit: integer,
          expiring: integer,
          expiring_at: nullableStr,
        }),
      }),
    ),
  ),
};

export const pointsListSchema = {
  tags,
  security,
  summary: 'My points ledger, newest first: earned, spent, given back, taken back, expired, with the balance after each',
  querystring: obj({ ...paging }),
  response: responses(
    envelope(
      listSchema(
        obj({
          id: integer,
          kind: choice(POINTS_ENTRY_KINDS),
          points: integer,
          balance_after: integer,
          note: string,
          expires_at: nullableStr,
          created_at: string,
        }),
        { balance: integer },
      ),
    ),
  ),
};
