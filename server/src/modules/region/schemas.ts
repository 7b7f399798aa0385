/** Route schema of the region tree. */
import { str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';

const node = obj(
  {
    code: { type: 'string', example: '440000' },
    name: { type: 'string', example: '广东省' },
    has_children: { type: 'boolean' },
    children: { type: 'array', items: { type: 'object' }, description: 'cities of a province, districts of a city (whole tree only)' },
  },
  ['code', 'name'],
);

export const citysSchema = {
  tags: ['region'],
  summary: 'Mainland China: province -> city -> district with GB/T 2260 codes (whole tree, or one level with ?parent)',
  querystring: obj({
    parent: str(6, {
      pattern: '^(0|\\d{6})?$',
      description: 'one level only: 0 = the provinces, a province code = its cities, a city code = its districts',
    }),
  }),
  response: responses(envelope({ type: 'array', items: node })),
};
