// Member levels and points (docs/money.md "Member levels and points"): the customer's level with the points held,
// and the points ledger.
import type { MemberLevelSummary, PointsListData } from '@contract/member';
import type { PageQuery } from './payment';
import type { Http } from './request';

export const getLevel = (http: Http) => http.get<MemberLevelSummary>('/api/user/level');

export const listPoints = (http: Http, query: PageQuery) => http.get<PointsListData>('/api/user/points/lst', query);
