// The signed-in user's calls.
import type { UploadData, UserEditRequest, UserInfoData } from '@contract/api';
import type { Http } from './request';

export const getUserInfo = (http: Http) => http.get<UserInfoData>('/api/user/info');

export const editUser = (http: Http, req: UserEditRequest) => http.post<null>('/api/user/edit', req);

/** Uploads a local image (multipart field `file`); resolves its URL. */
export const uploadImage = (http: Http, filePath: string) => http.upload<UploadData>('/api/upload/image', filePath);
