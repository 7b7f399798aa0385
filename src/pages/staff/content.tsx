// Reference data (admin): goods categories, prohibited goods (categories and items), foods, articles, FAQ,
// home banners, member levels and the points terms (one row, edited in place), one kind at a time (chips on top). Rows activate / deactivate; articles publish, and a
// published transport protocol or packing rule is never edited: its change is saved as a new version.
import { View } from '@tarojs/components';
import { useState } from 'react';
import { Verbatim } from '@/components/InLanguage';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import * as adminService from '@/services/admin';
import { type AdminRecord } from '@/services/admin';
import { useService, useStores } from '@/stores';
import { CONTENT_KINDS, type KindSpec } from '@contract/admin-kinds';
import { AdminList } from './AdminList';
import { KindForm, useFieldLabel } from './KindForm';
import { AdminOnly, StaffGate } from './StaffGate';
import { useChoiceLists } from './useChoiceLists';
import './admin.css';
import '@/locales/areas/admin';
import '@/locales/areas/staff';
import '@/locales/areas/cards';

type Item = AdminRecord & { active: boolean };
/** Articles have no `active`: their switch is `published`. */
const isArticle = (spec: KindSpec) => spec.kind === 'article';
const VERSIONED = ['transport_protocol', 'pack_rule', 'privacy_policy'];
const frozenVersion = (row: Item | null) => !!row && row.published === true && VERSIONED.includes(String(row.key));

/** A row's second line: its code as admins refer to it (never translated), then what else matters. */
function Detail({ parts: [code, ...more] }: { parts: [string, ...string[]] }) {
  return (
    <View className="staff-row staff-muted admin-row-detail instant">
      <Verbatim>{code}</Verbatim>
      {more.map((part) => ` · ${part}`).join('')}
    </View>
  );
}

/** A single row's settings (an updateOnly kind): each field with its label. */
function Settings({ spec, row }: { spec: KindSpec; row: Item }) {
  const label = useFieldLabel();
  return (
    <>
      {spec.fields.map((f) => (
        <View key={f.name} className={`staff-row staff-muted admin-setting admin-setting-${f.name}`}>
          {label(f.name)}: {String(row[f.name])}
        </View>
      ))}
    </>
  );
}

function KindRow({ spec, row, onEdit, onToggle }: { spec: KindSpec; row: Item; onEdit(): void; onToggle(): void }) {
  const t = useT();
  const { language } = useStores();
  const article = isArticle(spec);
  const state = article ? (row.active ? 'adminArea.published' : 'adminArea.draft') : row.active ? 'adminArea.shown' : 'adminArea.hidden';
  const single = !!spec.updateOnly;
  return (
    <View className={`staff-card admin-row ${spec.kind}-row ${spec.kind}-row-${row.id}${row.active || single ? '' : ' admin-off'}`}>
      <View className="staff-row">
        <View className="admin-row-title">{spec.title ? spec.title(row, language.lang === 'en') : t(`adminArea.kind.${spec.kind}`)}</View>
        {!single && <View className="staff-badge admin-row-state">{t(state)}</View>}
      </View>
      {spec.detail && <Detail parts={spec.detail(row)} />}
      {single && <Settings spec={spec} row={row} />}
      <View className="admin-actions">
        <View className="admin-edit" onClick={onEdit}>
          {t(frozenVersion(row) ? 'adminArea.newVersion' : 'adminArea.edit')}
        </View>
        {!(article && row.active) && !single && (
          <View className="admin-toggle" onClick={onToggle}>
            {t(article ? 'adminArea.publish' : row.active ? 'adminArea.hide' : 'adminArea.show')}
          </View>
        )}
      </View>
    </View>
  );
}

function KindList({ spec }: { spec: KindSpec }) {
  const t = useT();
  const adminApi = useService(adminService);
  const choices = useChoiceLists(spec.kind === 'food' ? ['channels'] : spec.kind === 'embargo_item' ? ['embargoCategories'] : []);
  const shown = (row: AdminRecord): Item => (isArticle(spec) ? { ...row, active: row.published === true } : (row as Item));
  const save = (id: number | null, body: Record<string, unknown>) =>
    (id === null ? adminApi.createAdminRow(spec.kind, body) : adminApi.updateAdminRow(spec.kind, id, body)).then(shown);
  return (
    <AdminList<Item>
      name="admin-row"
      plural={`${spec.kind}-rows`}
      load={(page, pageSize) =>
        adminApi.listAdminRows(spec.kind, { page, page_size: pageSize }).then((p) => ({ ...p, list: p.list.map(shown) }))
      }
      setActive={(row, on) => save(row.id, isArticle(spec) ? { published: on } : { active: on })}
      texts={{
        add: spec.updateOnly ? undefined : 'adminArea.add',
        empty: 'adminArea.empty',
        activated: isArticle(spec) ? 'adminArea.published' : 'adminArea.shownDone',
        deactivated: 'adminArea.hiddenDone',
      }}
      form={(row, done) => {
        // A published version stays as it is: the form starts a new version from it.
        const version = frozenVersion(row);
        const editing = version ? null : row;
        return (
          <KindForm<Item>
            spec={spec}
            row={editing}
            choices={choices}
            start={version ? { ...row, version: '', effective_on: '' } : undefined}
            extra={version ? { key: row!.key, sections: row!.sections, rules: row!.rules ?? null } : undefined}
            title={t(version ? 'adminArea.newVersionTitle' : editing ? 'adminArea.edit' : 'adminArea.add')}
            send={(body) => save(editing?.id ?? null, body)}
            onDone={(saved) => done(version ? undefined : saved)}
            onCancel={() => done()}
          />
        );
      }}
      row={(row, { edit, toggle }) => <KindRow spec={spec} row={row} onEdit={edit} onToggle={toggle} />}
    />
  );
}

function Content() {
  const t = useT();
  const [kind, setKind] = useState(CONTENT_KINDS[0].kind);
  const spec = CONTENT_KINDS.find((k) => k.kind === kind)!;
  return (
    <>
      <View className="admin-kind-tabs">
        {CONTENT_KINDS.map((k) => (
          <View
            key={k.kind}
            className={`admin-chip admin-kind-tab admin-kind-tab-${k.kind}${k.kind === kind ? ' admin-chip--on' : ''}`}
            onClick={() => setKind(k.kind)}
          >
            {t(`adminArea.kind.${k.kind}`)}
          </View>
        ))}
      </View>
      <KindList key={kind} spec={spec} />
    </>
  );
}

export default function StaffContentPage() {
  usePage('adminArea.contentTitle');
  return <StaffGate className="staff-content-page">{() => <AdminOnly>{() => <Content />}</AdminOnly>}</StaffGate>;
}
