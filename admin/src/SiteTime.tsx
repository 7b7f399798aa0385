// An instant as the console shows it: in the site's zone (siteTime), marked as drawn by the one time formatter (class
// `instant`, as the app marks its own; the screen check looks for it). No instant: a dash.
import { siteTime } from './format';
import { useSession } from './session';

export function SiteTime({ at }: { at: string | null }) {
  const { siteInfo } = useSession();
  return at ? <span className="instant">{siteTime(at, siteInfo)}</span> : <>—</>;
}
