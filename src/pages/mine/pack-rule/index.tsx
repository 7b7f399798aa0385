// Packing claim rules: the version in force (claims are judged by it), in the current language.
import { ArticlePage } from '@/components/content/ArticlePage';
import '../../content.css';
import '@/locales/areas/info';

export default function Page() {
  return <ArticlePage articleKey="pack_rule" titleKey="packRule.title" className="pack-rule-page" versioned />;
}
