import { type FakeServer, type SeenRequest, startFakeServer } from '../../../test/fake-server';
import { get, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { ConfigError, loadConfig } from '../../config';
import { DETAILS_FIELD_MASK } from '../../providers/places/google';

describe('offline places', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startApp();
    ({ token } = await registerUser(t));
  });
  afterAll(() => t.close());

  const query = async (keyword: string, country?: string) => {
    const params = new URLSearchParams({ keyword, ...(country ? { country } : {}) });
    return (await get(t, `/api/place/query?${params}`, { token })).body;
  };

  it("finds Ponsonby by prefix, in the site's country by default", async () => {
    const answer = await query('Pons');
    expect(answer.status).toBe(200);
    expect(answer.data.list[0]).toEqual({
      place_id: 'NZ-1011-ponsonby',
      description: 'Ponsonby, Auckland 1011',
      suburb: 'Ponsonby',
      city: 'Auckland',
      region: 'Auckland',
      postcode: '1011',
      country: 'NZ',
    });
  });

  it('ranks the exact suburb first, ignores case and macrons, and stops at 10', async () => {
    expect((await query('PONSONBY', 'NZ')).data.list[0].suburb).toBe('Ponsonby');
    expect((await query('ōtāhuhu', 'NZ')).data.list[0].suburb).toBe('Otahuhu');
    const auckland = await query('Auckland', 'NZ');
    expect(auckland.data.list).toHaveLength(10);
    expect(auckland.data.list.every((p: { city: string }) => p.city === 'Auckland')).toBe(true);
  });

  it('finds Sydney NSW by postcode 2000, and Melbourne by "Melb"', async () => {
    const sydney = await query('2000', 'AU');
    expect(sydney.data.list[0]).toMatchObject({ suburb: 'Sydney', region: 'NSW', postcode: '2000', city: 'Sydney', country: 'AU' });
    expect(sydney.data.list.every((p: { postcode: string }) => p.postcode === '2000')).toBe(true);
    const melb = await query('Melb', 'AU');
    expect(melb.data.list[0]).toMatchObject({ suburb: 'Melbourne', region: 'VIC', postcode: '3000' });
    expect(melb.data.list.length).toBeLessThanOrEqual(10);
    // PO boxes are no sender address.
    expect(melb.data.list.map((p: { postcode: string }) => p.postcode)).not.toContain('3001');
  });

  it('answers an empty list for nothing matching and details for a suggestion', async () => {
    expect((await query('zzzz', 'NZ')).data.list).toEqual([]);
    const details = await get(t, '/api/place/details?place_id=AU-2000-sydney', { token });
    expect(details.body.data).toMatchObject({
      suburb: 'Sydney',
      region: 'NSW',
      postcode: '2000',
      formatted_address: 'Sydney NSW 2000, Australia',
    });
    expect(details.body.data.location.lat).toBeCloseTo(-33.87, 1);
    const nz = await get(t, '/api/place/details?place_id=NZ-1011-ponsonby', { token, lang: 'en' });
    expect(nz.body.data).toMatchObject({ city: 'Auckland', formatted_address: 'Ponsonby, Auckland 1011, New Zealand', location: null });
    expect((await get(t, '/api/place/details?place_id=NZ-9999-nowhere', { token, lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such place',
    });
  });

  it('refuses bad input naming the field, and callers without a session', async () => {
    const cases: [string, string, string][] = [
      ['/api/place/query?country=NZ', '请填写搜索关键词', 'keyword: required'],
      ['/api/place/query?keyword=', '搜索关键词不能为空', 'keyword: must not be empty'],
      [`/api/place/query?keyword=${'a'.repeat(61)}`, '搜索关键词不能超过60个字符', 'keyword: at most 60 characters'],
      ['/api/place/query?keyword=%3Cscript%3E', '搜索关键词不能包含控制字符或 < >', 'keyword: must not contain control characters or < >'],
      ['/api/place/query?keyword=Pons&country=US', '国家取值无效', 'country: must be one of NZ, AU'],
      ["/api/place/details?place_id=x'%20OR%201=1", '地点格式不正确', 'place id: invalid format'],
      ['/api/place/details', '请填写地点', 'place id: required'],
    ];
    for (const [url, zh, en] of cases) {
      expect((await get(t, url, { token })).body).toEqual({ status: 40001, msg: zh });
      expect((await get(t, url, { token, lang: 'en' })).body).toEqual({ status: 40001, msg: en });
    }
    expect((await get(t, '/api/place/query?keyword=Pons')).http).toBe(401);
  });
});

describe('Google Places (New) adapter against a fake server', () => {
  const KEY = 'test-places-key';
  let fake: FakeServer;
  let t: TestApp;
  let token: string;
  const unauthorised = { status: 403, body: { error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' } } };

  beforeAll(async () => {
    fake = await startFakeServer(answerLikeGoogle);
    t = await startApp({ env: { PLACES_PROVIDER: 'google', GOOGLE_PLACES_API_KEY: KEY, GOOGLE_PLACES_BASE_URL: fake.url } });
    ({ token } = await registerUser(t));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  function answerLikeGoogle(request: SeenRequest) {
    if (request.headers['x-goog-api-key'] !== KEY) return unauthorised;
    if (request.method === 'POST' && request.url.pathname === '/v1/places:autocomplete') {
      const body = JSON.parse(request.body);
      if (body.input === 'boom') return { status: 500, body: { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } } };
      return {
        body: {
          suggestions: [
            {
              placePrediction: {
                place: 'places/ChIJponsonby',
                placeId: 'ChIJponsonby',
                text: { text: 'Ponsonby, Auckland, New Zealand' },
                structuredFormat: { mainText: { text: 'Ponsonby' }, secondaryText: { text: 'Auckland, New Zealand' } },
                types: ['sublocality_level_1', 'sublocality', 'political'],
              },
            },
            { queryPrediction: { text: { text: 'ponsonby cafes' } } },
          ],
        },
      };
    }
    if (request.method === 'GET' && request.url.pathname.startsWith('/v1/places/')) {
      if (request.headers['x-goog-fieldmask'] !== DETAILS_FIELD_MASK) {
        return { status: 400, body: { error: { code: 400, message: 'FieldMask is a required parameter.', status: 'INVALID_ARGUMENT' } } };
      }
      const id = decodeURIComponent(request.url.pathname.slice('/v1/places/'.length));
      if (id !== 'ChIJsydney')
        return { status: 404, body: { error: { code: 404, message: `Place '${id}' not found.`, status: 'NOT_FOUND' } } };
      return {
        body: {
          id: 'ChIJsydney',
          formattedAddress: 'Sydney NSW 2000, Australia',
          location: { latitude: -33.8688, longitude: 151.2093 },
          addressComponents: [
            { longText: 'Sydney', shortText: 'Sydney', types: ['locality', 'political'], languageCode: 'en' },
            {
              longText: 'Council of the City of Sydney',
              shortText: 'Sydney',
              types: ['administrative_area_level_2', 'political'],
              languageCode: 'en',
            },
            { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1', 'political'], languageCode: 'en' },
            { longText: 'Australia', shortText: 'AU', types: ['country', 'political'], languageCode: 'en' },
            { longText: '2000', shortText: '2000', types: ['postal_code'], languageCode: 'en' },
          ],
        },
      };
    }
    return { status: 404, body: { error: { code: 404, message: 'no such method', status: 'NOT_FOUND' } } };
  }

  it('sends the key and the region to Autocomplete and maps place predictions', async () => {
    const answer = await get(t, '/api/place/query?keyword=Pons&country=NZ', { token });
    expect(answer.body.data.list).toEqual([
      {
        place_id: 'ChIJponsonby',
        description: 'Ponsonby, Auckland, New Zealand',
        suburb: 'Ponsonby',
        city: '',
        region: '',
        postcode: '',
        country: 'NZ',
      },
    ]);
    const seen = fake.requests.find((r) => r.url.pathname === '/v1/places:autocomplete')!;
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toMatchObject({ input: 'Pons', includedRegionCodes: ['nz'], includedPrimaryTypes: ['(regions)'] });
  });

  it('asks Place Details with the field mask and maps addressComponents', async () => {
    const answer = await get(t, '/api/place/details?place_id=ChIJsydney', { token });
    expect(answer.body.data).toEqual({
      place_id: 'ChIJsydney',
      description: 'Sydney NSW 2000, Australia',
      suburb: 'Sydney',
      city: 'Sydney',
      region: 'NSW',
      postcode: '2000',
      country: 'AU',
      formatted_address: 'Sydney NSW 2000, Australia',
      location: { lat: -33.8688, lng: 151.2093 },
    });
  });

  it('answers "no such place" for Google\'s NOT_FOUND, and "unavailable" for its failures', async () => {
    expect((await get(t, '/api/place/details?place_id=ChIJnowhere', { token, lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such place',
    });
    expect((await get(t, '/api/place/query?keyword=boom', { token, lang: 'en' })).body).toEqual({
      status: 50300,
      msg: 'Address search is not available right now, please type the address',
    });
  });

  it("reports a rejected key as unavailable, not as the user's fault", async () => {
    const wrongKey = await startApp({
      env: { PLACES_PROVIDER: 'google', GOOGLE_PLACES_API_KEY: 'wrong', GOOGLE_PLACES_BASE_URL: fake.url },
    });
    try {
      const { token: user } = await registerUser(wrongKey);
      expect((await get(wrongKey, '/api/place/query?keyword=Pons', { token: user })).body.status).toBe(50300);
      expect((await get(wrongKey, '/api/place/details?place_id=ChIJsydney', { token: user })).body.status).toBe(50300);
    } finally {
      await wrongKey.close();
    }
  });
});

describe('places and private-link configuration', () => {
  it('uses the offline provider unless Google is asked for with a key', () => {
    expect(loadConfig({}).places).toEqual({ provider: 'offline' });
    expect(loadConfig({ PLACES_PROVIDER: 'google', GOOGLE_PLACES_API_KEY: 'k' }).places).toEqual({
      provider: 'google',
      apiKey: 'k',
      baseUrl: 'https://places.googleapis.com',
    });
    expect(() => loadConfig({ PLACES_PROVIDER: 'google' })).toThrow('PLACES_PROVIDER=google needs GOOGLE_PLACES_API_KEY');
    expect(() => loadConfig({ PLACES_PROVIDER: 'here' })).toThrow(ConfigError);
  });

  it('refuses a short FILE_URL_SECRET', () => {
    expect(() => loadConfig({ FILE_URL_SECRET: 'short' })).toThrow('FILE_URL_SECRET must be at least 32 characters');
    expect(loadConfig({ FILE_URL_SECRET: 'x'.repeat(32) }).fileUrlSecret).toBe('x'.repeat(32));
  });
});
