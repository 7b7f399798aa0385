/** Route schemas of place search. Field errors name `place.<field>`. */
import { choice, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';

const tags = ['place'];
const security = [{ token: [] }];

const suggestionProperties = {
  place_id: { type: 'string' },
  description: { type: 'string' },
  suburb: { type: 'string' },
  city: { type: 'string' },
  region: { type: 'string' },
  postcode: { type: 'string' },
  country: choice(['NZ', 'AU']),
};
const suggestionRequired = Object.keys(suggestionProperties);

export const querySchema = {
  tags,
  summary: 'Suburb, city or postcode autocomplete for NZ and AU sender addresses (at most 10, best first)',
  security,
  querystring: obj(
    {
      keyword: str(60, { min: 1, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f<>]*$', example: 'Pons' }),
      country: choice(['NZ', 'AU'], { description: "the site's country when not given" }),
    },
    ['keyword'],
  ),
  response: responses(envelope(obj({ list: { type: 'array', items: obj(suggestionProperties, suggestionRequired) } }, ['list']))),
};

export const detailsSchema = {
  tags,
  summary: 'A place from /api/place/query: suburb, city, region or state, postcode, coordinates',
  security,
  querystring: obj({ place_id: str(300, { min: 1, pattern: '^[A-Za-z0-9_-]+$', example: 'NZ-1011-ponsonby' }) }, ['place_id']),
  response: responses(
    envelope(
      obj(
        {
          ...suggestionProperties,
          formatted_address: { type: 'string' },
          location: { anyOf: [obj({ lat: { type: 'number' }, lng: { type: 'number' } }, ['lat', 'lng']), { type: 'null' }] },
        },
        [...suggestionRequired, 'formatted_address', 'location'],
      ),
    ),
  ),
};
