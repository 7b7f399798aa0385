/** POST /api/admin/channel/preview: a sample parcel priced on unsaved channel values (preview-service.ts). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { int, rowId, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { allow } from '../../toolkit/roles';
import { channelKind } from './admin';
import { type PreviewBody, previewPrice } from './preview-service';

/** The sample parcel, named as in the estimate (`price/quote`). */
const sample = {
  weight_g: int(1, 1_000_000),
  length_mm: int(0, 10_000),
  width_mm: int(0, 10_000),
  height_mm: int(0, 10_000),
  declared_value: int(0, 100_000_000),
  category: str(40, { min: 1 }),
  insured: { type: 'boolean' },
};

const integer = { type: 'integer' };
/** A priced parcel's breakdown (answers of the estimate and the preview). */
export const breakdownSchema = obj(
  Object.fromEntries(
    ['actual_g', 'volumetric_g', 'chargeable_g', 'first_price', 'additional_steps', 'step_g', 'additional_price', 'insurance', 'total']
      .map((k) => [k, integer])
      .concat([['currency', { type: 'string' }]]),
  ),
  ['actual_g', 'volumetric_g', 'chargeable_g', 'first_price', 'additional_steps', 'additional_price', 'insurance', 'total', 'currency'],
);
const result = obj(
  {
    ok: { type: 'boolean' },
    breakdown: { anyOf: [breakdownSchema, { type: 'null' }] },
    reason: { anyOf: [obj({ code: { type: 'string' }, msg: { type: 'string' } }, ['code', 'msg']), { type: 'null' }] },
  },
  ['ok', 'breakdown', 'reason'],
);

export const previewSchema = {
  tags: ['admin'],
  security: [{ token: [] }],
  summary: 'Channels: price a sample parcel on unsaved values (channel_id: a stored channel with these changes); writes nothing',
  body: obj({ channel_id: rowId, ...channelKind.fields, ...sample }, ['weight_g', 'declared_value', 'category']),
  response: responses(
    envelope(
      obj({ currency: { type: 'string' }, preview: result, current: { anyOf: [result, { type: 'null' }] } }, [
        'currency',
        'preview',
        'current',
      ]),
    ),
  ),
};

export async function previewRoutes(app: FastifyInstance) {
  app.post<{ Body: PreviewBody }>('/admin/channel/preview', { schema: previewSchema, ...allow('admin') }, async (r) =>
    ok(r, await previewPrice(app.deps, r.site, r.lang, r.body)),
  );
}
