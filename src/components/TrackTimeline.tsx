// A logistics track as a vertical timeline: newest event first (on top, highlighted), local time, place, text.
// The server answers newest first already; the order is enforced here so any caller shows the same thing.
import { View } from '@tarojs/components';
import { Instant } from '@/components/Instant';
import type { TrackEvent } from '@contract/tracking';
import './track-timeline.css';

interface Props {
  events: TrackEvent[];
  /** Shown when there is no event yet. */
  emptyText: string;
  className?: string;
}

/** Newest first by the UTC time (stable for equal times). */
export const newestFirst = (events: TrackEvent[]) =>
  events
    .map((e, i) => ({ e, i, at: Date.parse(e.time) }))
    .sort((a, b) => (b.at || 0) - (a.at || 0) || a.i - b.i)
    .map(({ e }) => e);

export function TrackTimeline({ events, emptyText, className = '' }: Props) {
  if (!events.length) return <View className={`track-timeline track-timeline--empty ${className}`}>{emptyText}</View>;
  return (
    <View className={`track-timeline ${className}`}>
      {newestFirst(events).map((e, i) => (
        <View key={`${e.time}-${i}`} className={`track-event track-event--${e.source}${i === 0 ? ' track-event--latest' : ''}`}>
          <View className="track-event-dot" />
          <View className="track-event-body">
            <View className="track-event-text instant">{e.text}</View>
            {e.place && <View className="track-event-place">{e.place}</View>}
            <View className="track-event-time">
              <Instant value={e.time_local} />
            </View>
          </View>
        </View>
      ))}
    </View>
  );
}
