// The content calls' contract (repo root types/content.ts), with the names the app's content pages use.
// A sibling of src/contract.ts (TypeScript refuses `@types/...` import paths).
import type { Activity, FaqListData, FoodEntry, HomeData, Page, PageQuery, WarehousePlace } from '../types/content'

export * from '../types/content'

export type PagedList<T> = Page<T>
export type PagingQuery = PageQuery
export type OpeningHoursDay = WarehousePlace['opening_hours'][number]
export type Weekday = OpeningHoursDay['day']

export interface KeywordQuery extends PageQuery {
  keyword?: string
}
export interface FaqQuery extends KeywordQuery {
  category?: string
}
export type FaqItem = FaqListData['list'][number]

export type FoodItem = FoodEntry

export type ActivityBrief = Omit<Activity, 'body'>
export type ActivityDetail = Activity & { body: string }

export type HomeBanner = HomeData['banners'][number]
export type HomeEntry = HomeData['entries'][number]
