// The rows of one admin kind (GET /api/admin/<kind>/lst, in the server's order) with what the app's admin screens do
// to them: new, edit in a drawer (KindForm), activate / deactivate, publish an article. A published transport
// protocol, packing rule or privacy policy is never edited: its edit starts a new version from it.
import { Button } from 'antd';
import { useState } from 'react';
import type { KindSpec } from '@contract/admin-kinds';
import { useT } from '../i18n';
import { useSession } from '../session';
import { DataTable, type PageData } from '../table/DataTable';
import { useDetail } from '../table/useDetail';
import { useOpenRow } from '../table/useOpenRow';
import { useRowAction } from '../table/useRowAction';
import { frozenVersion, isArticle, isOn, useKindColumns } from './kindColumns';
import { KindForm, type KindRow } from './KindForm';
import { useChoiceLists } from './useChoiceLists';

/** The row being edited: the one open in the URL (read again when opened, as every detail is), or a new one. */
function useEditing(path: string): [KindRow | null | undefined, (row: KindRow | null | undefined) => void] {
  const [open, setOpen] = useOpenRow();
  const [creating, setCreating] = useState(false);
  const { detail } = useDetail<KindRow>(path, open, () => undefined);
  const edit = (row: KindRow | null | undefined) => {
    setCreating(row === null);
    setOpen(row ? row.id : null);
  };
  return [creating ? null : open ? (detail ?? undefined) : undefined, edit];
}

export function KindTable({ spec }: { spec: KindSpec }) {
  const t = useT();
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

  const columns = useKindColumns(spec, choices, {
    edit: setEditing,
    toggle: (row) => void toggle(row),
    remove: (row) => void act(`${path}/delete/${row.id}`, undefined, t('kinds.deleted')),
  });

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
