// Getting started: the guide's numbered steps, each linking to its page.
import { ArticlePage } from '@/components/content/ArticlePage';
import '../../content.css';
import '@/locales/areas/info';

export default function Page() {
  return <ArticlePage articleKey="guide" titleKey="guide.title" className="guide-page" steps />;
}
