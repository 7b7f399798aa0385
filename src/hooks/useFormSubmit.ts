// A form's error line and busy flag: a failed check shows its message and makes no call; once shown, the
// message goes as soon as its field is fixed (`useRecheck`); the next tap on submit names the next problem.
import { useEffect, useState } from 'react';
import { useT } from '@/locales';

export function useFormSubmit() {
  const t = useT();
  const [errorKey, setErrorKey] = useState('');
  const [busy, setBusy] = useState(false);

  /** `problem` is the message key of the first failed check ('' = none). */
  async function submit<T>(problem: string, call: () => Promise<T>, onDone: (result: T) => void) {
    if (busy) return;
    setErrorKey(problem);
    if (problem) return;
    setBusy(true);
    try {
      onDone(await call());
    } catch {
      // the request layer already showed the server's message
    } finally {
      setBusy(false);
    }
  }

  /** The form's current first problem ('' = none): once it is no longer the one shown, the shown one goes. */
  function useRecheck(problem: string) {
    useEffect(() => setErrorKey((shown) => (shown && shown !== problem ? '' : shown)), [problem]);
  }

  return { error: errorKey ? t(errorKey) : '', setErrorKey, busy, submit, useRecheck };
}
