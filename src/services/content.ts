// Reference content (answers in the request language, x-lang): warehouse addresses, prohibited goods,
// food query, articles, FAQ and questions, activities, the home page's banners and entries.
import type {
  ActivityBrief,
  ActivityDetail,
  Article,
  ArticleKey,
  EmbargoCategory,
  EmbargoDetail,
  FaqListData,
  FaqQuery,
  FoodEntry,
  HomeData,
  KeywordQuery,
  Page,
  PageQuery,
  Question,
  QuestionCreateRequest,
  WarehouseListData,
} from '@contract/content';
import type { Http } from './request';

/** Drops empty values so the query string carries only what was asked (`keyword=` would search for ''). */
function query<T extends object>(q: T): Partial<T> {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}

/** Signed in: the addresses carry the customer's member code. */
export const getWarehouses = (http: Http) => http.get<WarehouseListData>('/api/warehouse/lst');

export const listEmbargo = (http: Http, q: KeywordQuery = {}) => http.get<Page<EmbargoCategory>>('/api/embargo/lst', query(q));

export const getEmbargo = (http: Http, id: number) => http.get<EmbargoDetail>(`/api/embargo/detail/${id}`);

export const listFoods = (http: Http, q: KeywordQuery = {}) => http.get<Page<FoodEntry>>('/api/food/lst', query(q));

/** The version in force of transport_protocol, pack_rule or guide. */
export const getArticle = (http: Http, key: ArticleKey) => http.get<Article>(`/api/article/detail/${key}`);

export const listFaq = (http: Http, q: FaqQuery = {}) => http.get<FaqListData>('/api/faq/lst', query(q));

export const createQuestion = (http: Http, req: QuestionCreateRequest) => http.post<Question>('/api/question/create', query(req));

export const listQuestions = (http: Http, q: PageQuery = {}) => http.get<Page<Question>>('/api/question/lst', query(q));

export const listActivities = (http: Http, q: PageQuery = {}) => http.get<Page<ActivityBrief>>('/api/activity/lst', query(q));

export const getActivity = (http: Http, id: number) => http.get<ActivityDetail>(`/api/activity/detail/${id}`);

export const getHome = (http: Http) => http.get<HomeData>('/api/home/lst');
