// A form's error line and busy flag: a failed check shows its message and makes no call; once shown, the
// message goes as soon as its field is fixed (`useRecheck`); the next tap on submit names the next problem.
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/locales';

/** The first failed check's message key ('' = none) and the call to make when there is none. */
export interface Checked<T> {
  error: string;
  call: () => Promise<T>;
}

export function useFormSubmit() {
  const t = useT();
  const [errorKey, setErrorKey] = useState('');
  const [busy, setBusy] = useState(false);
  // Set at once, not at the next render: a second tap while the first is still checking or calling is ignored.
  const running = useRef(false);

  async function once(task: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } finally {
      running.current = false;
    }
  }

  async function run<T>({ error, call }: Checked<T>, onDone: (result: T) => void) {
    setErrorKey(error);
    if (error) return;
    setBusy(true);
    try {
      onDone(await call());
    } catch {
      // the request layer already showed the server's message
    } finally {
      setBusy(false);
    }
  }

  /** `problem` is the message key of the first failed check ('' = none). */
  const submit = <T>(problem: string, call: () => Promise<T>, onDone: (result: T) => void) =>
    once(() => run({ error: problem, call }, onDone));

  /** For checks that wait for something first (H5 fetches the phone parser on first use): one tap, one call. */
  const submitChecked = <T>(check: () => Promise<Checked<T>>, onDone: (result: T) => void) => once(async () => run(await check(), onDone));

  /** The form's current first problem ('' = none): once it is no longer the one shown, the shown one goes. */
  function useRecheck(problem: string) {
    useEffect(() => setErrorKey((shown) => (shown && shown !== problem ? '' : shown)), [problem]);
  }

  return { error: errorKey ? t(errorKey) : '', setErrorKey, busy, submit, submitChecked, useRecheck };
}
