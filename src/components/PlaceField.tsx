// An NZ/AU suburb or postcode: typed -> suggestions (GET /api/place/query, debounced) -> picked ->
// suburb, city, region and postcode from GET /api/place/details. Used by the address book and the shop's
// return address of a return.
import { Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '@/locales';
import * as placeService from '@/services/place';
import { useService } from '@/stores';
import { debounce } from '@/utils/timing';
import type { PlaceSuggestion } from '@contract/address';
import './place-field.css';

/** An NZ/AU place: suburb, city, region (NZ) or state (AU), postcode. */
export interface PlaceValue {
  suburb: string;
  city: string;
  region: string;
  postcode: string;
}

interface Props {
  country: 'NZ' | 'AU';
  value: PlaceValue | null;
  onPick: (place: PlaceValue) => void;
}

type Status = 'idle' | 'searching' | 'done';

/** Ponsonby, Auckland, 1011 (an NZ region named like its city is said once); Bondi, Sydney, NSW 2026. */
export const placeLine = (p: PlaceValue) =>
  [p.suburb, p.city, `${p.region === p.city ? '' : p.region} ${p.postcode}`.trim()].filter(Boolean).join(', ');

export function PlaceField({ country, value, onPick }: Props) {
  const t = useT();
  const placeApi = useService(placeService);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [status, setStatus] = useState<Status>('idle');

  const search = useMemo(
    () =>
      debounce(async (keyword: string, where: 'NZ' | 'AU') => {
        try {
          const { list } = await placeApi.queryPlaces({ keyword, country: where });
          setSuggestions(list);
        } catch {
          setSuggestions([]); // toasted ("search unavailable")
        }
        setStatus('done');
      }, 500),
    [placeApi],
  );
  useEffect(() => () => search.cancel(), [search]);
  useEffect(() => {
    search.cancel();
    setText('');
    setSuggestions([]);
    setStatus('idle');
  }, [country]); // eslint-disable-line react-hooks/exhaustive-deps

  const type = (next: string) => {
    setText(next);
    const keyword = next.trim();
    if (!keyword) {
      search.cancel();
      setSuggestions([]);
      setStatus('idle');
      return;
    }
    setStatus('searching');
    search(keyword.slice(0, 60), country);
  };

  const pick = async (s: PlaceSuggestion) => {
    search.cancel();
    setSuggestions([]);
    setStatus('idle');
    setText('');
    try {
      const d = await placeApi.getPlaceDetails(s.place_id);
      onPick({ suburb: d.suburb, city: d.city, region: d.region, postcode: d.postcode });
    } catch {
      // toasted; the suggestion itself carries the same parts
      onPick({ suburb: s.suburb, city: s.city, region: s.region, postcode: s.postcode });
    }
  };

  return (
    <View className="address-row address-place-row address-place">
      <View className="address-label">{t('addressForm.place')}</View>
      <Input
        className="address-place-input"
        value={text}
        onChange={type}
        placeholder={value ? placeLine(value) : t('addressForm.placePlaceholder')}
        maxLength={60}
      />
      {value && !text && <View className="place-picked">{t('addressForm.placePicked', { place: placeLine(value) })}</View>}
      {text.trim() !== '' && (
        <View className="place-suggestions">
          {status === 'searching' && <View className="place-status place-searching">{t('addressForm.placeSearching')}</View>}
          {status === 'done' && suggestions.length === 0 && <View className="place-status place-none">{t('addressForm.placeNone')}</View>}
          {suggestions.map((s) => (
            <View key={s.place_id} className="place-suggestion" data-place={s.place_id} onClick={() => pick(s)}>
              {s.description}
            </View>
          ))}
        </View>
      )}
    </View>
  );
}
