// Kilogram cards (types/card.ts, server/src/modules/card): products, my cards, purchase and deduction
// records, and the admins' product editing. Buying is POST /api/pay/card (services/payment.ts).
import type {
  AdminCardProduct,
  AdminCardProductInput,
  AdminCardProductListData,
  CardDeductionListData,
  CardListData,
  CardProductListData,
  CardPurchaseListData,
  CardTab,
} from '@contract/card';
import type { Http } from './request';

export interface Paging {
  page: number;
  page_size: number;
}

export const listCardProducts = (http: Http) => http.get<CardProductListData>('/api/card/products');

export const listMyCards = (http: Http, query: Paging & { status: CardTab }) => http.get<CardListData>('/api/card/lst', query);

/** My card purchases (payments of purpose card, any status), newest first. */
export const listCardPurchases = (http: Http, query: Paging) => http.get<CardPurchaseListData>('/api/card/record/lst', query);

/** Grams spent on waybills and given back, newest first; card_id narrows to one of my cards. */
export const listCardDeductions = (http: Http, query: Paging & { card_id?: number }) =>
  http.get<CardDeductionListData>('/api/card/deduction/lst', query);

// ---- admin (role admin): no delete, active=false hides a product

export const listAdminCardProducts = (http: Http, query: Paging & { keyword?: string; active?: boolean }) =>
  http.get<AdminCardProductListData>('/api/admin/card_product/lst', query);

export const createCardProduct = (http: Http, body: AdminCardProductInput) =>
  http.post<AdminCardProduct>('/api/admin/card_product/create', body);

export const updateCardProduct = (http: Http, id: number, body: Partial<AdminCardProductInput>) =>
  http.post<AdminCardProduct>(`/api/admin/card_product/update/${id}`, body);
