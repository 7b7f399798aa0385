// Prices (server/src/modules/pricing): the freight estimate, the time-and-price table, goods categories.
// Public calls: they work signed out (the token is still sent when there is one).
import type { ChannelListData, GoodsCategoryListData, QuoteData, QuoteRequest } from '@contract/pricing';
import type { Http } from './request';

export const quote = (http: Http, body: QuoteRequest) => http.post<QuoteData>('/api/price/quote', body);

export const listChannels = (http: Http, query: { page?: number; page_size?: number } = {}) =>
  http.get<ChannelListData>('/api/price/channels', query);

export const listGoodsCategories = (http: Http) => http.get<GoodsCategoryListData>('/api/price/categories');
