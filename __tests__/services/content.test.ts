import * as content from '@/services/content';
import { createHttp } from '@/services/request';
import { createFakeHttp } from '../support/fake-http';
import { fakeTaroNetwork, flush } from '../support/fake-taro';

afterEach(() => jest.restoreAllMocks());

it('calls each content path with its method and query', async () => {
  const { http, calls } = createFakeHttp(new Proxy({}, { has: () => true, get: () => ({}) }) as never);
  await content.getWarehouses(http);
  await content.listEmbargo(http, { keyword: '电池', page: 2, page_size: 20 });
  await content.getEmbargo(http, 7);
  await content.listFoods(http, { keyword: 'honey' });
  await content.getArticle(http, 'transport_protocol');
  await content.getArticle(http, 'pack_rule');
  await content.getArticle(http, 'guide');
  await content.listFaq(http, { keyword: '', category: 'customs' });
  await content.createQuestion(http, { content: 'Where is my parcel?', contact: '' });
  await content.listQuestions(http, { page: 1 });
  await content.listActivities(http);
  await content.getActivity(http, 3);
  await content.getHome(http);
  expect(calls).toEqual([
    { method: 'GET', url: '/api/warehouse/lst', body: undefined },
    { method: 'GET', url: '/api/embargo/lst', body: { keyword: '电池', page: 2, page_size: 20 } },
    { method: 'GET', url: '/api/embargo/detail/7', body: undefined },
    { method: 'GET', url: '/api/food/lst', body: { keyword: 'honey' } },
    { method: 'GET', url: '/api/article/detail/transport_protocol', body: undefined },
    { method: 'GET', url: '/api/article/detail/pack_rule', body: undefined },
    { method: 'GET', url: '/api/article/detail/guide', body: undefined },
    // an empty keyword is left out rather than sent as `keyword=`
    { method: 'GET', url: '/api/faq/lst', body: { category: 'customs' } },
    { method: 'POST', url: '/api/question/create', body: { content: 'Where is my parcel?' } },
    { method: 'GET', url: '/api/question/lst', body: { page: 1 } },
    { method: 'GET', url: '/api/activity/lst', body: {} },
    { method: 'GET', url: '/api/activity/detail/3', body: undefined },
    { method: 'GET', url: '/api/home/lst', body: undefined },
  ]);
});

it('sends the language, so the answer comes in it', async () => {
  const taro = fakeTaroNetwork();
  const http = createHttp();
  http.attach({ token: () => '', siteId: () => 1, lang: () => 'en', onSessionExpired: () => {} });
  const answer = content.listFoods(http, { keyword: 'jerky' });
  await flush();
  expect(taro.calls[0].options).toMatchObject({
    url: '/api/food/lst',
    method: 'GET',
    data: { keyword: 'jerky' },
    header: { 'x-lang': 'en' },
  });
  taro.calls[0].respond(200, { status: 200, msg: 'ok', data: { list: [], total: 0, page: 1, page_size: 20 } });
  await expect(answer).resolves.toEqual({ list: [], total: 0, page: 1, page_size: 20 });
});
