/** Route schema of the audit log read (admins): settings changes and staff actions on customers' data. */
import { day, paging, rowId, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { listSchema } from '../../toolkit/lists';

const text = { type: 'string' } as const;
/** Any JSON value: a field's old or new value. */
const value = {};

const change = obj({ field: text, old: value, new: value }, ['field', 'old', 'new']);
const entry = obj(
  {
    id: { type: 'integer' },
    kind: text,
    entity_id: { type: ['integer', 'null'] },
    customer: { type: ['object', 'null'], properties: { id: { type: 'integer' }, member_code: text }, required: ['id', 'member_code'] },
    label: text,
    action: text,
    actor: obj({ id: { type: 'integer' }, name: text }, ['id', 'name']),
    changes: { type: 'array', items: change },
    created_at: { type: 'string', format: 'date-time' },
  },
  ['id', 'kind', 'entity_id', 'customer', 'label', 'action', 'actor', 'changes', 'created_at'],
);

const page = listSchema(entry) as { properties: Record<string, object>; required: string[] };

export const auditListSchema = {
  tags: ['admin'],
  security: [{ token: [] }],
  summary:
    "The audit log, newest first: who changed which row of which kind when, each field old -> new; staff actions on a customer's data carry the customer (filter customer_id)",
  querystring: obj({
    ...paging,
    kind: str(40, { min: 1, pattern: '^[a-z0-9][a-z0-9_-]*$' }),
    entity_id: rowId,
    actor_id: rowId,
    customer_id: rowId,
    /** Days in the site's zone, both included. */
    from: day,
    to: day,
  }),
  response: responses(envelope(obj({ ...page.properties, kinds: { type: 'array', items: text } }, [...page.required, 'kinds']))),
};
