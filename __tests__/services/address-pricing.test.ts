import * as address from '@/services/address';
import * as place from '@/services/place';
import * as pricing from '@/services/pricing';
import { loadRegionTree, regionCodes } from '@/services/region';
import { createFakeHttp } from '../support/fake-http';

const ok = () => ({});
const fake = () =>
  createFakeHttp({
    'GET /api/user/address/lst': ok,
    'POST /api/user/address/create': ok,
    'GET /api/user/address/detail/7': ok,
    'POST /api/user/address/update/7': ok,
    'GET /api/user/address/delete/7': ok,
    'UPLOAD /api/user/address/id_photo': ok,
    'GET /api/place/query': ok,
    'GET /api/place/details': ok,
    'POST /api/price/quote': ok,
    'GET /api/price/channels': ok,
    'GET /api/price/categories': ok,
    'GET /api/order/citys/lst': [
      { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] }] },
    ],
  });

it('address, place and pricing calls use the contract paths and methods', async () => {
  const { http, calls } = fake();
  await address.listAddresses(http, { type: 'sender', keyword: 'Li', page: 2, page_size: 20 });
  await address.createAddress(http, { type: 'sender' } as never);
  await address.getAddress(http, 7);
  await address.updateAddress(http, 7, { is_default: true });
  await address.deleteAddress(http, 7);
  await address.uploadIdPhoto(http, 'blob:x');
  await place.queryPlaces(http, { keyword: 'Pons', country: 'NZ' });
  await place.getPlaceDetails(http, 'NZ-1011-ponsonby');
  await pricing.quote(http, { weight_g: 1000, declared_value: 100, category: 'general' });
  await pricing.listChannels(http, { page: 1, page_size: 50 });
  await pricing.listGoodsCategories(http);
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    'GET /api/user/address/lst',
    'POST /api/user/address/create',
    'GET /api/user/address/detail/7',
    'POST /api/user/address/update/7',
    'GET /api/user/address/delete/7',
    'UPLOAD /api/user/address/id_photo',
    'GET /api/place/query',
    'GET /api/place/details',
    'POST /api/price/quote',
    'GET /api/price/channels',
    'GET /api/price/categories',
  ]);
  expect(calls[0].body).toEqual({ type: 'sender', keyword: 'Li', page: 2, page_size: 20 });
  expect(calls[7].body).toEqual({ place_id: 'NZ-1011-ponsonby' });
});

it('loads the region tree once per HTTP layer and finds codes by name', async () => {
  const { http, calls } = fake();
  const [a, b] = await Promise.all([loadRegionTree(http), loadRegionTree(http)]);
  expect(a).toBe(b);
  await loadRegionTree(http);
  expect(calls).toHaveLength(1);
  expect(regionCodes(a, ['北京市', '北京市', '朝阳区'])).toEqual(['110000', '110100', '110105']);
  expect(regionCodes(a, ['北京市', '上海市', ''])).toEqual(['110000']);
});

it('forgets a failed region load so the next use retries', async () => {
  const { http, calls } = createFakeHttp({});
  await expect(loadRegionTree(http)).rejects.toThrow();
  await expect(loadRegionTree(http)).rejects.toThrow();
  expect(calls).toHaveLength(2);
});

it('the home and mine entries of these pages open them (registered pages)', () => {
  const { isAppPage, ROUTES } = require('@/routes');
  const { HOME_FEATURES, MINE_MENU } = require('@/features');
  const route = (list: Array<{ key: string; route: string }>, key: string) => list.find((f) => f.key === key)!.route;
  expect(isAppPage(route(HOME_FEATURES, 'freight'))).toBe(true);
  expect(isAppPage(route(HOME_FEATURES, 'timePrice'))).toBe(true);
  expect(isAppPage(route(MINE_MENU, 'address'))).toBe(true);
  expect(isAppPage(ROUTES.userAddressEdit)).toBe(true);
});
