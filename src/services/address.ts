// The address book (types/address.ts; server/src/modules/address): one function per call.
import type { AddressDetail, AddressInput, AddressListData, AddressListQuery, AddressUpdateRequest, IdPhotoData } from '@contract/address';
import type { Http } from './request';

export const listAddresses = (http: Http, query: AddressListQuery) => http.get<AddressListData>('/api/user/address/lst', query);

export const createAddress = (http: Http, body: AddressInput) => http.post<AddressDetail>('/api/user/address/create', body);

export const getAddress = (http: Http, id: number) => http.get<AddressDetail>(`/api/user/address/detail/${id}`);

export const updateAddress = (http: Http, id: number, body: AddressUpdateRequest) =>
  http.post<AddressDetail>(`/api/user/address/update/${id}`, body);

/** The spec's client deletes with GET. */
export const deleteAddress = (http: Http, id: number) => http.get<{ id: number }>(`/api/user/address/delete/${id}`);

/** Uploads an ID card photo (multipart field `file`); pass the answered `file` as id_front_file / id_back_file. */
export const uploadIdPhoto = (http: Http, filePath: string) => http.upload<IdPhotoData>('/api/user/address/id_photo', filePath);
