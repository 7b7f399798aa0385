// Every date or time a screen shows goes through here: an instant in the site's zone (utils/zone-time), in an
// element of class `instant` (the screen check refuses a date or time outside one). Put <ZoneNote /> once on
// the screen to name the zone.
import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { useShownLang } from '@/locales';
import { useStores } from '@/stores';
import { timeAgo } from '@/utils/time-ago';
import { type InstantInput, zoneDay, zoneTime } from '@/utils/zone-time';

export type InstantProps = {
  /** The instant (ISO from the API): 'YYYY-MM-DD HH:mm' in the site's zone. */
  at?: InstantInput;
  /** Only its day, 'YYYY-MM-DD'. */
  day?: boolean;
  /** "3 天前" while under a month, then its day. */
  ago?: boolean;
  /** A text already in the site's zone (a day picked, a slot "09:00-10:00", a time the server wrote): as it is. */
  value?: string;
  /** Another zone than the signed-in site's (a record that carries its own). */
  zone?: string;
  className?: string;
};

/** The site's zone every instant is shown in. */
export function useZone(): string {
  return useStores().session.timeZone;
}

function Shown({ at, day, ago, value, zone, className = '' }: InstantProps) {
  const lang = useShownLang();
  const siteZone = useZone();
  const where = zone || siteZone;
  const text = value ?? (ago ? timeAgo(at, lang, where) : day ? zoneDay(at, where) : zoneTime(at, where));
  return text ? <Text className={`instant ${className}`.trim()}>{text}</Text> : null;
}

export const Instant = observer(Shown);

/** Stands in a translated sentence for its time: t('x.paidAt', { time: IN_SENTENCE }). */
export const IN_SENTENCE = '\u2063';

type InstantInProps = Omit<InstantProps, 'at'> & {
  sentence: string;
  /** The time, or the times in the order the sentence names them (both languages keep "from ... to" in order). */
  at?: InstantInput | InstantInput[];
};

/** A translated sentence with times in it ("支付于 {{time}}"): each time in its own `instant` element. */
export function InstantIn({ sentence, at, ...shown }: InstantInProps) {
  const times = Array.isArray(at) ? at : [at];
  const parts = sentence.split(IN_SENTENCE);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <Instant {...shown} at={times[i]} />}
        </Fragment>
      ))}
    </>
  );
}

/**
 * Text an admin wrote that names days or hours of its own ("周一至周五 9:00–17:00(新西兰时间)", "last day 1月20日"):
 * shown as written, no instant to convert. Its class tells the screen check (e2e/screens/inspect.js) that its dates
 * are the writer's words; a time the app computes never goes here.
 */
export function AsWritten({ text, className = '' }: { text: string; className?: string }) {
  return <Text className={`as-written ${className}`.trim()}>{text}</Text>;
}
