// Province / city / district of a mainland address: NutUI Cascader over the region tree (loaded once, cached).
import { Cascader } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { useT } from '@/locales';
import * as regionService from '@/services/region';
import { regionCodes } from '@/services/region';
import { useService } from '@/stores';
import type { RegionNode } from '@contract/address';
import type { RegionValue } from './useAddressForm';

const OPTION_KEY = { textKey: 'name', valueKey: 'code', childrenKey: 'children' };

export function RegionField({ value, onChange }: { value: RegionValue; onChange: (value: RegionValue) => void }) {
  const t = useT();
  const regionApi = useService(regionService);
  const [tree, setTree] = useState<RegionNode[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    regionApi
      .loadRegionTree()
      .then(setTree)
      .catch(() => {});
  }, [regionApi]);

  const shown = value.names.filter(Boolean).join(' ');
  // Codes of an address saved before its codes were known come from its names.
  const codes = value.codes.length === 3 || tree.length === 0 ? value.codes : regionCodes(tree, value.names);

  // The picker is the row's sibling, not its child: a tap inside the picker must not reach the row's "open" handler
  // (under Preact on H5 it does, and the picker opened again as it closed).
  return (
    <>
      <View className="address-row address-region" onClick={() => setOpen(true)}>
        <View className="address-label">{t('addressForm.region')}</View>
        <View className={shown ? 'address-value address-region-value' : 'address-placeholder address-region-value'}>
          {shown || t('addressForm.regionPlaceholder')}
        </View>
      </View>
      <Cascader
        className="address-region-picker"
        title={t('addressForm.regionTitle')}
        visible={open}
        options={tree as never}
        optionKey={OPTION_KEY}
        value={codes}
        closeable
        onClose={() => setOpen(false)}
        onChange={(picked, path) => {
          if (path.length < 3) return;
          const names = path.map((node) =>
            String((node as { text?: string; name?: string }).text ?? (node as { name?: string }).name ?? ''),
          ) as [string, string, string];
          onChange({ names, codes: picked.map(String) });
          setOpen(false);
        }}
      />
    </>
  );
}
