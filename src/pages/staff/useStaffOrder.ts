// One waybill for staff: the detail, its public track, and the actions. Every action runs one call at a
// time (buttons disabled meanwhile), asks first when it can't be undone, and on 42009 (someone else moved
// the waybill) reloads so the page shows the state it is really in (the request layer toasted the reason).
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { confirmDialog, toast } from '@/services/feedback';
import { ApiError } from '@/services/request';
import * as staffService from '@/services/staff';
import { useService } from '@/stores';
import { ApiStatus } from '@contract/api';
import type { TrackEvent } from '@contract/tracking';
import type { StaffWaybillDetail } from '@contract/waybill';

export type ActionKey = 'receive' | 'pack' | 'track' | 'handover' | 'sync' | 'delivered' | 'problem' | 'clearProblem';

interface RunOptions<T> {
  /** The "are you sure" modal; none for actions that can be undone. */
  confirm?: { title: string; content: string };
  /** Toast after success. */
  done?: (answer: T) => string;
}

const isDetail = (x: unknown): x is StaffWaybillDetail => !!x && typeof x === 'object' && 'history' in x && 'status' in x;

export function useStaffOrder(id: number) {
  const staffApi = useService(staffService);
  const [detail, setDetail] = useState<StaffWaybillDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [events, setEvents] = useState<TrackEvent[]>([]);
  const [busy, setBusy] = useState<ActionKey | ''>('');

  const loadTrack = async (no: string) => {
    try {
      setEvents((await staffApi.getTrackLog(no)).events);
    } catch {
      // toasted; the rest of the page still works
    }
  };

  const load = async () => {
    if (!id) return setLoading(false);
    try {
      const answer = await staffApi.getStaffWaybill(id);
      setDetail(answer);
      loadTrack(answer.no);
    } catch {
      // toasted (not found, staff only ...)
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    load();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => {
    load().finally(() => Taro.stopPullDownRefresh());
  });

  /** Resolves true when the call succeeded. */
  async function run<T>(key: ActionKey, call: () => Promise<T>, options: RunOptions<T> = {}): Promise<boolean> {
    if (busy) return false;
    if (options.confirm) {
      const confirm = await confirmDialog(options.confirm.title, options.confirm.content);
      if (!confirm) return false;
    }
    setBusy(key);
    try {
      const answer = await call();
      if (isDetail(answer)) setDetail(answer);
      if (options.done) toast(options.done(answer));
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === ApiStatus.STATE_CONFLICT) await load();
      return false;
    } finally {
      setBusy('');
    }
  }

  return { detail, loading, events, busy, run, reload: load, reloadTrack: () => detail && loadTrack(detail.no) };
}
