// Admin: the site's customer-service contacts and the home announcement (server: modules/content/site-notices.ts).
import type { AnnouncementSettings, CustomerServiceSettings } from '@contract/content';
import type { Http } from './request';

export const getCustomerService = (http: Http) => http.get<CustomerServiceSettings>('/api/admin/customer_service');

export const saveCustomerService = (http: Http, body: CustomerServiceSettings) =>
  http.post<CustomerServiceSettings>('/api/admin/customer_service/update', body);

export const getAnnouncement = (http: Http) => http.get<AnnouncementSettings>('/api/admin/announcement');

export const saveAnnouncement = (http: Http, body: AnnouncementSettings) =>
  http.post<AnnouncementSettings>('/api/admin/announcement/update', body);
