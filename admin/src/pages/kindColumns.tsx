// The columns of an admin kind's table: its name, the names of rows it refers to (a slot's depot), what matters at
// a glance (or a single row's settings as typed), on or off, when it changed, and its actions.
import { Button, Popconfirm, Space, Tag } from 'antd';
import { type ChoiceLists, formValues, type KindSpec } from '@contract/admin-kinds';
import { useLang, useT } from '../i18n';
import { SiteTime } from '../SiteTime';
import type { Column } from '../table/DataTable';
import { type KindRow, useKindLabel } from './KindForm';

const VERSIONED = ['transport_protocol', 'pack_rule', 'privacy_policy'];
/** Articles have no `active`: their switch is `published`. */
export const isArticle = (spec: KindSpec) => spec.kind === 'article';
export const frozenVersion = (row: KindRow) => row.published === true && VERSIONED.includes(String(row.key));
/** Rows that switch on and off (else they are deleted, like a depot's closed day; or one row edited in place). */
const isSwitchable = (spec: KindSpec) => isArticle(spec) || spec.fields.some((f) => f.name === 'active');
export const isOn = (spec: KindSpec, row: KindRow) => (isArticle(spec) ? row.published === true : row.active === true);

/** What matters at a glance: the row's code as stored (never translated), then the rest; a choice's key (an
 *  article's, a weekday) in words. */
function Detail({ parts }: { parts: string[] }) {
  const t = useT();
  const word = (part: string) => (t(`kindOption.${part}`) === `kindOption.${part}` ? null : t(`kindOption.${part}`));
  return (
    <span className="as-written">
      {parts.map((part, i) => (
        <span key={i} translate={word(part) ? undefined : 'no'}>
          {i > 0 && ' · '}
          {word(part) ?? part}
        </span>
      ))}
    </span>
  );
}

interface Actions {
  edit(row: KindRow): void;
  toggle(row: KindRow): void;
  remove(row: KindRow): void;
}

export function useKindColumns(spec: KindSpec, choices: ChoiceLists, { edit, toggle, remove }: Actions): Column<KindRow>[] {
  const { t, lang } = useLang();
  const label = useKindLabel();
  return [
    {
      key: 'name',
      title: t('kinds.name'),
      fixed: 'left',
      // What an admin wrote (a name, a pickup slot's hours), not an instant.
      render: (_, row) => (spec.title ? <span className="as-written">{spec.title(row, lang === 'en')}</span> : t(`kindName.${spec.kind}`)),
    },
    // A choice of another kind's rows (a slot's depot, a prohibited item's category): that row's name.
    ...spec.fields
      .filter((f) => f.type === 'choice' && typeof f.options === 'string')
      .map((f) => ({
        key: f.name,
        title: label(f.name),
        render: (_: unknown, row: KindRow) =>
          choices[f.options as keyof ChoiceLists].find((c) => c.key === String(row[f.name]))?.label ?? '—',
      })),
    spec.updateOnly
      ? {
          key: 'settings',
          title: t('kinds.settings'),
          // As typed in the form: money in major units, weights in kg.
          render: (_, row) => {
            const typed = formValues(spec, row);
            return spec.fields.map((f) => (
              <div key={f.name}>
                {label(f.name)}: <span translate="no">{String(typed[f.name])}</span>
              </div>
            ));
          },
        }
      : { key: 'detail', title: t('kinds.detail'), render: (_, row) => spec.detail && <Detail parts={spec.detail(row)} /> },
    ...(!isSwitchable(spec)
      ? []
      : [
          {
            key: 'state',
            title: t('kinds.state'),
            render: (_: unknown, row: KindRow) =>
              isOn(spec, row) ? (
                <Tag color="green">{t(isArticle(spec) ? 'kinds.published' : 'kinds.shown')}</Tag>
              ) : (
                <Tag>{t(isArticle(spec) ? 'kinds.draft' : 'kinds.hidden')}</Tag>
              ),
          },
        ]),
    { key: 'updated', title: t('kinds.updated'), render: (_, row) => <SiteTime at={row.updated_at as string} /> },
    {
      key: 'actions',
      title: t('kinds.actions'),
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => edit(row)}>
            {t(frozenVersion(row) ? 'kinds.newVersion' : 'kinds.edit')}
          </Button>
          {isSwitchable(spec) && !(isArticle(spec) && isOn(spec, row)) && (
            <Button size="small" onClick={() => toggle(row)}>
              {t(isArticle(spec) ? 'kinds.publish' : isOn(spec, row) ? 'kinds.hide' : 'kinds.show')}
            </Button>
          )}
          {!isSwitchable(spec) && !spec.updateOnly && (
            <Popconfirm title={t('kinds.deleteConfirm')} onConfirm={() => remove(row)}>
              <Button size="small" danger>
                {t('kinds.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
