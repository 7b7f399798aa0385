// Channels and prices; the reference data (goods categories, prohibited goods, foods, articles, FAQ, banners, member
// levels and points); the site's settings and the depots' pickup calendar: one kind at a time, the kind in the path
// (/content/faq, /settings/bank_account) so a link or a reload keeps it.
import { Radio } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { CHANNEL, CONTENT_KINDS, type KindSpec, SETTINGS_KINDS } from '@contract/admin-kinds';
import { useT } from '../i18n';
import { KindTable } from './KindTable';

export function Prices() {
  return <KindTable spec={CHANNEL} />;
}

function KindSwitch({ base, kinds }: { base: string; kinds: KindSpec[] }) {
  const t = useT();
  const navigate = useNavigate();
  const { kind } = useParams();
  const spec = kinds.find((k) => k.kind === kind) ?? kinds[0];
  return (
    <>
      <Radio.Group
        className="kind-switch"
        optionType="button"
        value={spec.kind}
        onChange={(e) => navigate(`${base}/${e.target.value as string}`)}
        options={kinds.map((k) => ({ value: k.kind, label: t(`kindName.${k.kind}`) }))}
      />
      <KindTable key={spec.kind} spec={spec} />
    </>
  );
}

export const Content = () => <KindSwitch base="/content" kinds={CONTENT_KINDS} />;

export const Settings = () => <KindSwitch base="/settings" kinds={SETTINGS_KINDS} />;
