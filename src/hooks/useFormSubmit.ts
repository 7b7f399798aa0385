// A form's error line and busy flag: a failed check shows its message and makes no call.
import { useState } from 'react'
import { useT } from '@/locales'

export function useFormSubmit() {
  const t = useT()
  const [errorKey, setErrorKey] = useState('')
  const [busy, setBusy] = useState(false)

  /** `problem` is the message key of the first failed check ('' = none). */
  async function submit<T>(problem: string, call: () => Promise<T>, onDone: (result: T) => void) {
    if (busy) return
    setErrorKey(problem)
    if (problem) return
    setBusy(true)
    try {
      onDone(await call())
    } catch {
      // the request layer already showed the server's message
    } finally {
      setBusy(false)
    }
  }

  return { error: errorKey ? t(errorKey) : '', setErrorKey, busy, submit }
}
