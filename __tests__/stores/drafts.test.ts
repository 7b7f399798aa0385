import { DRAFT_KEYS, type DraftStorage, DraftStore, type PackDraft } from '@/stores/drafts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  const storage: DraftStorage = {
    read: (key) => data[key] ?? '',
    write: (key, value) => {
      if (value) data[key] = value;
      else delete data[key];
    },
  };
  return { storage, data };
}

const PACK: PackDraft = {
  parcel_ids: [2, 3],
  recipient: null,
  channel_code: 'cc_fast',
  goods: [{ name: '奶粉', category: 'milk_powder', quantity: '2', unit_value: '35' }],
  goods_edited: true,
  insured: true,
  insured_value: '50',
  services: ['reinforce'],
  note: '',
};

it('persists a draft under its kind’s key and a new store (next launch) restores it', () => {
  const { storage, data } = memoryStorage();
  const first = new DraftStore(storage);
  expect(first.get('pack')).toBeNull();
  first.save('pack', PACK);
  expect(Object.keys(data)).toEqual([DRAFT_KEYS.pack]);
  expect(JSON.parse(data.draft_pack)).toEqual(PACK);
  const next = new DraftStore(storage);
  expect(next.get('pack')).toEqual(PACK);
  expect(next.get('send')).toBeNull();
});

it('clear forgets one kind only, in memory and in storage', () => {
  const { storage, data } = memoryStorage();
  const store = new DraftStore(storage);
  store.save('pack', PACK);
  store.save('send', { ...PACK, sender: null, depot_id: 4, weight: '1.5', length: '', width: '', height: '' } as never);
  store.clear('pack');
  expect(store.get('pack')).toBeNull();
  expect(data.draft_pack).toBeUndefined();
  expect(new DraftStore(storage).get('send')).toMatchObject({ depot_id: 4, weight: '1.5' });
});

it('drops a damaged stored draft instead of restoring it', () => {
  const { storage } = memoryStorage({ draft_pack: '{not json', draft_send: '{"goods":"x"}' });
  const store = new DraftStore(storage);
  expect(store.get('pack')).toBeNull();
  expect(store.get('send')).toBeNull();
});

it('reads storage when a form first asks for a kind, not when the app starts', () => {
  const { storage } = memoryStorage({ draft_pack: JSON.stringify(PACK) });
  const read = jest.spyOn(storage, 'read');
  const store = new DraftStore(storage);
  expect(read).not.toHaveBeenCalled();
  expect(store.get('pack')).toEqual(PACK);
  expect(store.get('pack')).toEqual(PACK);
  expect(read).toHaveBeenCalledTimes(1);
});
