// Mounts a staff page for a signed-in account of `role` (zh), on the fake HTTP layer: its answers, the
// toasts and page navigations recorded.
import Taro from '@tarojs/taro';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from './fake-http';
import { mountPage } from './mount';

/** The roles accounts of each kind hold after the roles migration: staff every role but admin, admins all four. */
const ROLES_OF: Record<string, string[]> = {
  customer: [],
  staff: ['warehouse', 'customer_service', 'finance'],
  admin: ['warehouse', 'customer_service', 'finance', 'admin'],
};

/** `role` an account kind, or a comma list of staff roles (`finance`, `warehouse,customer_service`). */
export const userWithRole = (role: string) => {
  const staffRoles = ROLES_OF[role] ?? role.split(',');
  const kind = ROLES_OF[role] ? role : staffRoles.includes('admin') ? 'admin' : 'staff';
  return { ...sampleUser, user: { ...sampleUser.user, role: kind, staff_roles: staffRoles } };
};

export async function mountStaffPage(
  Page: any,
  role: string,
  answers: Record<string, unknown>,
  path = '/pages/staff/index',
  params: Record<string, string> = {},
) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/user/info': userWithRole(role), ...answers });
  const store = new RootStore(fake.http);
  await store.session.fetchUser();
  const page = await mountPage(Page, store);
  await page.settle();
  return { ...fake, page, toast, nav };
}
