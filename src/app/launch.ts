// At launch: a stored token loads the user (the login page then opens home), and on a tab page the unread count for
// its badge; without one, any page but login/register goes to login. Tab labels and the device id are set up here too.
import { getDeviceId } from '@/lib/device-id';
import { goLogin } from '@/lib/navigation';
import { ROUTES, TAB_ROUTES } from '@/routes';
import type { RootStore } from '@/stores/root';
import { applyTabLabels } from '@/stores/tabbar';

// The public logistics query works signed out: the track-log page and a waybill's logistics by number.
export const PUBLIC_PAGES: string[] = [ROUTES.login, ROUTES.register, ROUTES.trackLog, ROUTES.waybillLogistics, ROUTES.notFound];

const normalize = (path: string) => '/' + path.replace(/^\//, '').split('?')[0];

export function launch(store: RootStore, launchPath: string) {
  applyTabLabels();
  getDeviceId().catch(() => {});
  const path = normalize(launchPath);
  if (store.session.signedIn) {
    // Both start before the page mounts; the tab page takes this unread count rather than asking again.
    if (path === '/' || TAB_ROUTES.includes(path)) store.inbox.loadAtLaunch();
    return store.session.fetchUser().catch(() => {});
  }
  if (path !== '/' && !PUBLIC_PAGES.includes(path)) goLogin();
}
