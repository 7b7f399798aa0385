// One scan field's behaviour, shared by check-in, the waybill queue (pack), dispatch and the pickup desk. A
// keyboard-wedge scanner types the code and Enter; the camera button (mini-program) reads one; either way the
// page's handler acts at once, its outcome is shown big with a tone, and the field takes the focus back: on
// opening, after each scan and result, after a dialog, and shortly after a tap elsewhere (unless another input
// was focused on purpose). A scanner that repeats a code within REPEAT_MS acts once.
import Taro from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/locales';
import type { RequestOptions } from '@/services/request';
import { playTone } from './scanTone';

/** `ask`: the scan needs one more thing (a weight, a second Enter) before it acts; no tone. */
export interface ScanOutcome {
  tone: 'ok' | 'error' | 'ask';
  text: string;
  /** Where the next step is typed (the collector's name), instead of the scan field. */
  focus?: () => void;
}

export type ScanHandler = (code: string) => Promise<ScanOutcome>;

/** A lookup's answer that is a refusal to show rather than the thing looked up. */
export const isRefusal = <T extends object>(found: T | ScanOutcome): found is ScanOutcome => 'tone' in found;

/** The calls a scan makes: their refusals are the big result, not a toast besides. */
export const SHOWN_BIG: RequestOptions = { shown: 'refusals' };

export const REPEAT_MS = 1500;
const REFOCUS_MS = 250;
const isH5 = process.env.TARO_ENV === 'h5';

const typingElsewhere = (own: Element | null) => {
  const active = document.activeElement;
  if (!active || active === document.body || (own && own.contains(active))) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName) || (active as HTMLElement).isContentEditable;
};

/** Focuses the input inside the box `find` answers (H5), once drawn: Taro's input element appears a frame after
 *  its field, and a field shown by the same answer (the collector's name) a render later. */
export function focusInside(find: () => Element | null | undefined, tries = 10) {
  const input = find()?.querySelector('input');
  if (input) input.focus();
  else if (tries > 0) setTimeout(() => focusInside(find, tries - 1), 50);
}

interface Options {
  /** Enter on an empty field (a scanner never sends one): the page's "go" (dispatch the list). */
  onEmpty?: () => Promise<ScanOutcome | null>;
}

export function useScanner(onScan: ScanHandler, { onEmpty }: Options = {}) {
  const t = useT();
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  /** The mini-program's `focus` prop: it focuses on a change to true. */
  const [focused, setFocused] = useState(true);
  const box = useRef<HTMLElement | null>(null);
  const last = useRef({ code: '', at: 0 });
  const working = useRef(false);

  const refocus = () => {
    if (isH5) return focusInside(() => box.current);
    setFocused(false);
    setTimeout(() => setFocused(true), 50);
  };

  useEffect(refocus, []);
  Taro.useDidShow(refocus);

  /** Shows an outcome big, with its tone, and makes the field ready for the next scan. */
  const show = (next: ScanOutcome) => {
    setOutcome(next);
    if (next.tone === 'ask') return; // the page moved the focus where the next step is typed, or left it here
    playTone(next.tone);
    setValue('');
    (next.focus ?? refocus)();
  };

  /** Runs one action at a time (a scan, or the page's own button) and shows what it answers. */
  const act = async (work: () => Promise<ScanOutcome | null>) => {
    if (working.current) return;
    working.current = true;
    setBusy(true);
    try {
      const next = await work();
      if (next) show(next);
      else refocus();
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  const scan = (raw: string) => {
    const code = raw.trim();
    if (!code) {
      if (onEmpty) act(onEmpty);
      return;
    }
    const now = Date.now();
    if (code === last.current.code && now - last.current.at < REPEAT_MS) {
      setValue('');
      return;
    }
    last.current = { code, at: now };
    act(() => onScan(code));
  };

  const camera = async () => {
    let read = '';
    try {
      read = (await Taro.scanCode({ scanType: ['barCode', 'qrCode'] }))?.result ?? '';
    } catch (err) {
      if (/cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? '')) && !isH5) return refocus();
    }
    // On H5 scanCode fails (development) or answers without a result (production): the scanner gun types instead.
    if (!read) return show({ tone: 'error', text: t(isH5 ? 'staff.scan.cameraUnsupported' : 'staff.scan.cameraFailed') });
    setValue(read);
    scan(read);
  };

  const onBlur = () => {
    if (!isH5) return;
    setTimeout(() => {
      if (!typingElsewhere(box.current)) refocus();
    }, REFOCUS_MS);
  };

  return { value, setValue, outcome, busy, focused, box, refocus, show, scan, run: act, camera, onBlur };
}

export type Scanner = ReturnType<typeof useScanner>;
