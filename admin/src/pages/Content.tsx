// Channels and prices, and the reference data (goods categories, prohibited goods, foods, articles, FAQ, banners,
// member levels and points): one kind at a time, the kind in the path (/content/faq) so a link or a reload keeps it.
import { Radio } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { CHANNEL, CONTENT_KINDS } from '@contract/admin-kinds';
import { useT } from '../i18n';
import { KindTable } from './KindTable';

export function Prices() {
  return <KindTable spec={CHANNEL} />;
}

export function Content() {
  const t = useT();
  const navigate = useNavigate();
  const { kind } = useParams();
  const spec = CONTENT_KINDS.find((k) => k.kind === kind) ?? CONTENT_KINDS[0];
  return (
    <>
      <Radio.Group
        className="kind-switch"
        optionType="button"
        value={spec.kind}
        onChange={(e) => navigate(`/content/${e.target.value as string}`)}
        options={CONTENT_KINDS.map((k) => ({ value: k.kind, label: t(`kindName.${k.kind}`) }))}
      />
      <KindTable key={spec.kind} spec={spec} />
    </>
  );
}
