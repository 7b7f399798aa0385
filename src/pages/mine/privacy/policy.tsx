// Privacy policy: the version in force with its effective date and earlier versions; readable signed out
// (registration links here).
import { ArticlePage } from '@/components/content/ArticlePage';
import '../../content.css';
import '@/locales/areas/info';

export default function Page() {
  return <ArticlePage articleKey="privacy_policy" titleKey="privacyPolicy.title" className="privacy-policy-page" versioned />;
}
