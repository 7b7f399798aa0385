// What the pack and send forms share around their submit: the problem shown under the form, one create at a
// time, and "clear" (the problem and the draft).
import { useState } from 'react';
import { useT } from '@/locales';
import type { Problem } from './checks';

export function useSubmitState(clearDraft: () => void) {
  const t = useT();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs the create while `busy` (the button shows loading; a second tap is ignored by the caller's check). */
  const running = async (create: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await create();
    } finally {
      setBusy(false);
    }
  };
  const clear = () => {
    setProblem(null);
    clearDraft();
  };
  const error = problem ? (problem.text ?? t(problem.key, { n: problem.line })) : '';
  return { problem, setProblem, busy, running, clear, error };
}
