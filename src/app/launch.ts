// At launch: a stored token loads the user and the unread count (the login page then opens home); without one, any
// page but login/register goes to login. Tab labels and the device id are set up here too.
import { getDeviceId } from '@/lib/device-id';
import { goLogin } from '@/lib/navigation';
import { ROUTES } from '@/routes';
import type { RootStore } from '@/stores/root';
import { applyTabLabels } from '@/stores/tabbar';

// The public logistics query works signed out: the track-log page and a waybill's logistics by number.
export const PUBLIC_PAGES: string[] = [ROUTES.login, ROUTES.register, ROUTES.trackLog, ROUTES.waybillLogistics, ROUTES.notFound];

const normalize = (path: string) => '/' + path.replace(/^\//, '').split('?')[0];

export function launch(store: RootStore, launchPath: string) {
  applyTabLabels();
  getDeviceId().catch(() => {});
  if (store.session.signedIn) {
    // Both start now, before the first page mounts: a tab page's own refresh joins the unread one.
    store.inbox.refresh();
    return store.session.fetchUser().catch(() => {});
  }
  const path = normalize(launchPath);
  if (path !== '/' && !PUBLIC_PAGES.includes(path)) goLogin();
}
