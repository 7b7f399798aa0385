/** GET /api/place/query and GET /api/place/details: sender address lookup through the places provider. */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '@contract/api';
import { ApiError, ProviderError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { createPlacesProvider, type PlaceCountry } from '../../providers/places';
import { scopeFields } from '../../toolkit/fields';
import { detailsSchema, querySchema } from './schemas';

/** A provider outage is "search unavailable, type it in" for the user; its own words go to the log. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ProviderError) throw new ApiError(ApiStatus.PROVIDER_UNAVAILABLE, 'places_unavailable', {}, 200, { cause: err });
    throw err;
  }
}

export default async function placeRoutes(app: FastifyInstance) {
  const places = createPlacesProvider(app.deps.config);
  scopeFields(app, 'place', { scopeBody: true, patterns: { keyword: 'text_chars' } });

  app.get<{ Querystring: { keyword: string; country?: PlaceCountry } }>(
    '/place/query',
    { schema: querySchema, preHandler: app.requireUser },
    async (request) => {
      const country = request.query.country ?? (request.site.countryCode === 'AU' ? 'AU' : 'NZ');
      const list = await guarded(() => places.query(request.query.keyword.trim(), country));
      return ok(request, { list });
    },
  );

  app.get<{ Querystring: { place_id: string } }>(
    '/place/details',
    { schema: detailsSchema, preHandler: app.requireUser },
    async (request) => {
      const place = await guarded(() => places.details(request.query.place_id));
      if (!place) throw new ApiError(ApiStatus.NOT_FOUND, 'place_not_found');
      return ok(request, place);
    },
  );
}
