// Transport agreement: the version in force with its effective date (signing comes with the waybill flow).
import { ArticlePage } from '@/components/content/ArticlePage';
import '../../content.css';
import '@/locales/areas/info';

export default function Page() {
  return <ArticlePage articleKey="transport_protocol" titleKey="protocol.title" className="transport-protocol-page" versioned />;
}
