// The rows of one admin kind (GET /api/admin/<kind>/lst, in the server's order) with what the app's admin screens do
// to them: new, edit in a drawer (KindForm), activate / deactivate, publish an article. A published transport
// protocol, packing rule or privacy policy is never edited: its edit starts a new version from it.
import { Button, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { KindSpec } from '@contract/admin-kinds';
import { useLang, useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable, type PageData } from '../table/DataTable';
import { useOpenRow } from '../table/useOpenRow';
import { useRowAction } from '../table/useRowAction';
import { KindForm, type KindRow, useKindLabel } from './KindForm';
import { useChoiceLists } from './useChoiceLists';

const VERSIONED = ['transport_protocol', 'pack_rule', 'privacy_policy'];
/** Articles have no `active`: their switch is `published`. */
const isArticle = (spec: KindSpec) => spec.kind === 'article';
const frozenVersion = (row: KindRow) => row.published === true && VERSIONED.includes(String(row.key));
const isOn = (spec: KindSpec, row: KindRow) => (isArticle(spec) ? row.published === true : row.active === true);

/** What matters at a glance: the code as stored (never translated), then the rest, a choice in words. */
function Detail({ parts: [code, ...more] }: { parts: [string, ...string[]] }) {
  const t = useT();
  const word = (part: string) => (t(`kindOption.${part}`) === `kindOption.${part}` ? part : t(`kindOption.${part}`));
  return (
    <span className="as-written">
      <span translate="no">{code}</span>
      {more.map((part) => ` · ${word(part)}`).join('')}
    </span>
  );
}

/** The row being edited: the one open in the URL (read again when opened), or a new one. */
function useEditing(path: string): [KindRow | null | undefined, (row: KindRow | null | undefined) => void] {
  const { get } = useSession();
  const [open, setOpen] = useOpenRow();
  const [creating, setCreating] = useState(false);
  const [stored, setStored] = useState<KindRow>();
  useEffect(() => {
    setStored(undefined);
    if (open) get<KindRow>(`${path}/detail/${open}`).then(setStored, () => setOpen(null));
  }, [open, path, get, setOpen]);
  const edit = (row: KindRow | null | undefined) => {
    setCreating(row === null);
    setOpen(row ? row.id : null);
  };
  return [creating ? null : open ? stored : undefined, edit];
}

export function KindTable({ spec }: { spec: KindSpec }) {
  const { t, lang } = useLang();
  const label = useKindLabel();
  const { get, post } = useSession();
  const { version, act } = useRowAction();
  const path = `/api/admin/${spec.kind}`;
  const [editing, setEditing] = useEditing(path);
  const [saved, setSaved] = useState(0);
  const choices = useChoiceLists(spec);

  const toggle = (row: KindRow) => {
    const on = !isOn(spec, row);
    const body = isArticle(spec) ? { published: true } : { active: on };
    return act(`${path}/update/${row.id}`, body, t(isArticle(spec) ? 'kinds.published' : on ? 'kinds.shown' : 'kinds.hidden'));
  };

  const columns: Column<KindRow>[] = [
    {
      key: 'name',
      title: t('kinds.name'),
      fixed: 'left',
      render: (_, row) => (spec.title ? spec.title(row, lang === 'en') : t(`kindName.${spec.kind}`)),
    },
    spec.updateOnly
      ? {
          key: 'settings',
          title: t('kinds.settings'),
          render: (_, row) => spec.fields.map((f) => `${label(f.name)}: ${String(row[f.name])}`).join(' · '),
        }
      : { key: 'detail', title: t('kinds.detail'), render: (_, row) => spec.detail && <Detail parts={spec.detail(row)} /> },
    ...(spec.updateOnly
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
          <Button size="small" onClick={() => setEditing(row)}>
            {t(frozenVersion(row) ? 'kinds.newVersion' : 'kinds.edit')}
          </Button>
          {!spec.updateOnly && !(isArticle(spec) && isOn(spec, row)) && (
            <Button size="small" onClick={() => void toggle(row)}>
              {t(isArticle(spec) ? 'kinds.publish' : isOn(spec, row) ? 'kinds.hide' : 'kinds.show')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const form = () => {
    if (editing === undefined) return null;
    // A published version stays as it is: the form starts a new version from it.
    const from = editing && frozenVersion(editing) ? editing : null;
    const row = from ? null : editing;
    return (
      <KindForm
        spec={spec}
        row={row}
        start={from ? { ...from, version: '', effective_on: '' } : undefined}
        extra={from ? { key: from.key, sections: from.sections, rules: from.rules ?? null } : undefined}
        title={t(from ? 'kinds.newVersionTitle' : row ? 'kinds.edit' : 'kinds.add')}
        key={editing?.id ?? 'new'}
        choices={choices}
        send={(body) => post(row ? `${path}/update/${row.id}` : `${path}/create`, body)}
        onClose={(done) => {
          setEditing(undefined);
          if (done) setSaved((n) => n + 1);
        }}
      />
    );
  };

  return (
    <>
      <DataTable<KindRow>
        name={`kind-${spec.kind}`}
        rowKey="id"
        columns={columns}
        version={version + saved}
        load={(q) => get<PageData<KindRow>>(`${path}/lst`, q)}
        filters={
          !spec.updateOnly && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('kinds.add')}
            </Button>
          )
        }
      />
      {form()}
    </>
  );
}
