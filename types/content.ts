/**
 * Reference content calls: warehouse addresses, prohibited goods, food query, articles, FAQ and questions,
 * activities, home page, and the admin edit of each kind (/api/admin/<kind>/lst|detail/{id}|create|update/{id}|delete/{id}).
 * Public answers are in the request's language (x-lang); admin answers carry *_zh and *_en.
 */

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Query of every paged list: page is 1-based, page_size at most 50 (default 20). */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

// ------------------------------------------------------------------ GET /api/warehouse/lst (signed in)

export interface OpeningDay {
  day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
  /** "周一" / "Mon" */
  label: string;
  /** 24-hour HH:MM local time; null when closed. */
  open: string | null;
  close: string | null;
}

export const WAREHOUSE_KINDS = ['warehouse', 'depot'] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number];

export interface WarehousePlace {
  id: number;
  code: string;
  kind: WarehouseKind;
  name: string;
  /** With the customer's member code written in (warehouses). */
  recipient: string;
  phone: string;
  address_lines: string[];
  suburb: string;
  city: string;
  region: string;
  postcode: string;
  country: 'NZ' | 'AU';
  opening_hours: OpeningDay[];
  notes: string;
  /** Recipient, phone and address on three lines, for the copy button. */
  full_text: string;
}

export interface WarehouseListData {
  warehouses: WarehousePlace[];
  depots: WarehousePlace[];
  member_code: string;
  /** The name written before the member code; '' until the customer chose one (the app asks for it). */
  recipient_name: string;
}

// ------------------------------------------------------------------ prohibited goods

export const EMBARGO_LEVELS = ['prohibited', 'restricted'] as const;
export type EmbargoLevel = (typeof EMBARGO_LEVELS)[number];

/** GET /api/embargo/lst?keyword= : Page<EmbargoCategory> (a keyword keeps only matching items and their categories). */
export interface EmbargoCategory {
  id: number;
  code: string;
  name: string;
  icon: string;
  items: { id: number; code: string; name: string; level: EmbargoLevel; summary: string }[];
}

/** GET /api/embargo/detail/{id}: one item. */
export interface EmbargoDetail {
  id: number;
  code: string;
  name: string;
  level: EmbargoLevel;
  summary: string;
  detail: string;
  examples: string;
  category: { id: number; code: string; name: string };
}

// ------------------------------------------------------------------ GET /api/food/lst?keyword=&status= : Page<FoodEntry>

export const FOOD_STATUSES = ['allowed', 'restricted', 'prohibited'] as const;
export type FoodStatus = (typeof FOOD_STATUSES)[number];

export interface FoodEntry {
  id: number;
  code: string;
  name: string;
  status: FoodStatus;
  /** This site's lines in service that take it. */
  channels: { code: string; name: string }[];
  limit: string;
  note: string;
}

// ------------------------------------------------------------------ articles

export const ARTICLE_KEYS = ['transport_protocol', 'pack_rule', 'guide', 'privacy_policy'] as const;
export type ArticleKey = (typeof ARTICLE_KEYS)[number];

/** GET /api/article/detail/{key}: the published version in force today (site time zone). */
export interface Article {
  id: number;
  key: ArticleKey;
  version: string;
  /** YYYY-MM-DD */
  effective_on: string;
  title: string;
  intro: string;
  sections: { no: number; title: string; body: string; route: string | null }[];
  /** The whole text: title, intro and numbered sections. */
  text: string;
}

/** GET /api/article/versions/{key}: published versions, newest first. */
export interface ArticleVersionsData {
  list: { id: number; version: string; effective_on: string; title: string; published_at: string; current: boolean }[];
}

// ------------------------------------------------------------------ FAQ and questions

export type FaqCategory = 'account' | 'shipping' | 'customs' | 'payment' | 'claims' | 'returns';

/** GET /api/faq/lst?keyword=&category= */
export interface FaqListData extends Page<{ id: number; category: FaqCategory; question: string; answer: string }> {
  categories: { code: FaqCategory; name: string }[];
}

/** POST /api/question/create (signed in): content 5-500 characters. */
export interface QuestionCreateRequest {
  content: string;
  contact?: string;
}

/** Answer of create; GET /api/question/lst: Page<Question> (mine, newest first). */
export const QUESTION_STATUSES = ['open', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export interface Question {
  id: number;
  content: string;
  contact: string;
  status: QuestionStatus;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
}

/** Staff: GET /api/staff/question/lst?status=open|answered : Page<StaffQuestion>; POST /api/staff/question/answer/{id} {answer} -> Question. */
export interface StaffQuestion extends Question {
  user_id: number;
  member_code: string;
  nickname: string;
}

// ------------------------------------------------------------------ activities and home

/** GET /api/activity/lst: Page<Activity> (started ones, ongoing first); GET /api/activity/detail/{id} adds `body`. */
export interface Activity {
  id: number;
  code: string;
  title: string;
  summary: string;
  coupon_hint: string;
  color: string;
  image_url: string;
  starts_on: string;
  ends_on: string;
  status: 'ongoing' | 'ended';
  body?: string;
}

/** GET /api/home/lst */
export interface HomeData {
  banners: {
    id: number;
    code: string;
    title: string;
    subtitle: string;
    image_url: string;
    route: string;
    colors: { from: string; to: string; text: string };
  }[];
  entries: { id: number; code: string; title: string; icon: string; route: string }[];
  /** The site's announcement bar in the caller's language, when switched on and within its dates. */
  announcement: HomeAnnouncement | null;
  /** The signed-in caller's parcels and waybills that want attention; null signed out. */
  counters: HomeCounters | null;
}

export interface HomeAnnouncement {
  text: string;
  /** An app page to open on a tap, '' for none. */
  route: string;
}

/** Each counts what the list it opens shows: my parcels "in warehouse", the waybill tabs "to pay" and "in transit". */
export interface HomeCounters {
  in_warehouse: number;
  pending_payment: number;
  in_transit: number;
}

/** GET /api/admin/customer_service (+ /update): how customers reach customer service, per site. */
export interface CustomerServiceSettings {
  /** Shown and dialled as given ('+6493001234'), '' for none. */
  service_phone: string;
  service_hours_zh: string;
  service_hours_en: string;
  /** The WeChat Work customer-service link (https://work.weixin.qq.com/kfid/...), '' for none: H5 opens it. */
  service_kf_url: string;
}

/** GET /api/admin/announcement (+ /update): the home page's announcement bar, per site. */
export interface AnnouncementSettings {
  active: boolean;
  text_zh: string;
  text_en: string;
  route: string;
  /** Days in the site's zone, both included; null = open-ended. */
  starts_on: string | null;
  ends_on: string | null;
}

// ------------------------------------------------------------------ admin (role admin)

/** Path segments of /api/admin/<kind>/...; channel and goods_category are in pricing.ts. */
export type AdminContentKind =
  'embargo_category' | 'embargo_item' | 'food' | 'article' | 'activity' | 'faq' | 'warehouse' | 'banner' | 'home_entry';

/** Admin list query: paging, a keyword, and per kind equality filters (embargo_item: category_id, level; food: status; article: key; faq: category; warehouse: kind). */
export interface AdminListQuery extends PageQuery {
  keyword?: string;
  [filter: string]: string | number | boolean | undefined;
}

interface Stamps {
  id: number;
  created_at: string;
  updated_at: string;
}

export interface AdminEmbargoCategoryInput {
  code: string;
  name_zh: string;
  name_en: string;
  icon?: string;
  sort?: number;
  active?: boolean;
}
export interface AdminEmbargoItemInput {
  code: string;
  category_id: number;
  name_zh: string;
  name_en: string;
  level: EmbargoLevel;
  summary_zh?: string;
  summary_en?: string;
  detail_zh?: string;
  detail_en?: string;
  examples_zh?: string;
  examples_en?: string;
  sort?: number;
  active?: boolean;
}
export interface AdminFoodInput {
  code: string;
  name_zh: string;
  name_en: string;
  aliases?: string[];
  status: FoodStatus;
  channels?: string[];
  limit_zh?: string;
  limit_en?: string;
  note_zh?: string;
  note_en?: string;
  sort?: number;
  active?: boolean;
}
export interface AdminArticleInput {
  key: ArticleKey;
  version: string;
  effective_on: string;
  title_zh: string;
  title_en: string;
  intro_zh?: string;
  intro_en?: string;
  sections?: { no: number; title_zh: string; title_en: string; body_zh: string; body_en: string; route?: string | null }[];
  /** Publishing a transport_protocol or pack_rule version freezes it: changes need a new version. */
  published?: boolean;
}
export interface AdminActivityInput {
  code: string;
  title_zh: string;
  title_en: string;
  summary_zh?: string;
  summary_en?: string;
  body_zh?: string;
  body_en?: string;
  coupon_hint_zh?: string;
  coupon_hint_en?: string;
  color?: string;
  image_url?: string;
  starts_on: string;
  ends_on: string;
  sort?: number;
  active?: boolean;
}
export interface AdminFaqInput {
  code: string;
  category: FaqCategory;
  question_zh: string;
  question_en: string;
  answer_zh: string;
  answer_en: string;
  sort?: number;
  active?: boolean;
}
export interface AdminWarehouseInput {
  code: string;
  kind: WarehouseKind;
  name_zh: string;
  name_en: string;
  /** `{member_code}` and `{name}` are filled in per customer. */
  recipient: string;
  phone: string;
  address_lines: string[];
  suburb?: string;
  city: string;
  region?: string;
  postcode: string;
  country: 'NZ' | 'AU';
  opening_hours: Record<OpeningDay['day'], [string, string] | null>;
  notes_zh?: string;
  notes_en?: string;
  sort?: number;
  active?: boolean;
}
export interface AdminBannerInput {
  code: string;
  title_zh: string;
  title_en: string;
  subtitle_zh?: string;
  subtitle_en?: string;
  image_url?: string;
  route?: string;
  colors: { from: string; to: string; text: string };
  sort?: number;
  active?: boolean;
}
export interface AdminHomeEntryInput {
  code: string;
  title_zh: string;
  title_en: string;
  icon?: string;
  route: string;
  sort?: number;
  active?: boolean;
}

/** Admin answers: the input fields (all present) plus id and times; articles add published_at. */
export type AdminRow<T> = Required<T> & Stamps;
export type AdminArticle = AdminRow<AdminArticleInput> & { published_at: string | null };

/** A day of the opening hours (reservation slots use the same days). */
export type Weekday = OpeningDay['day'];

export interface KeywordQuery extends PageQuery {
  keyword?: string;
}
export interface FaqQuery extends KeywordQuery {
  category?: string;
}
export type FaqItem = FaqListData['list'][number];

export type ActivityBrief = Omit<Activity, 'body'>;
export type ActivityDetail = Activity & { body: string };

export type HomeBanner = HomeData['banners'][number];
export type HomeEntry = HomeData['entries'][number];
