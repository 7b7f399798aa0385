/** Debounce and throttle with a 500 ms default; `this` and parameter types are kept. */

type AnyFn = (...args: never[]) => unknown;

type Timer = ReturnType<typeof setTimeout>;

export interface Debounced<F extends AnyFn> {
  (this: ThisParameterType<F>, ...args: Parameters<F>): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Runs a pending call now (with the last arguments); does nothing if none is pending. */
  flush(): void;
}

export interface Throttled<F extends AnyFn> {
  (this: ThisParameterType<F>, ...args: Parameters<F>): void;
  /** Drops a pending trailing call and ends the window, so the next call runs at once. */
  cancel(): void;
}

/** Calls `fn` once calls have paused for `wait` ms, with the arguments of the last call. */
export function debounce<F extends AnyFn>(fn: F, wait = 500): Debounced<F> {
  let timer: Timer | undefined;
  let pending: { self: ThisParameterType<F>; args: Parameters<F> } | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  const run = () => {
    const call = pending;
    cancel(); // before the call, so `fn` may re-arm the debounce
    if (call) fn.apply(call.self, call.args);
  };

  const debounced = function (this: ThisParameterType<F>, ...args: Parameters<F>) {
    pending = { self: this, args };
    clearTimeout(timer);
    timer = setTimeout(run, wait);
  } as Debounced<F>;
  debounced.cancel = cancel;
  debounced.flush = run;
  return debounced;
}

/**
 * Runs the first call at once, then at most one trailing call per `wait` ms window with the latest
 * arguments; a trailing call opens a new window, so a steady stream runs once every `wait` ms.
 */
export function throttle<F extends AnyFn>(fn: F, wait = 500): Throttled<F> {
  let timer: Timer | undefined;
  let pending: { self: ThisParameterType<F>; args: Parameters<F> } | undefined;

  const endWindow = () => {
    const call = pending;
    pending = undefined;
    timer = call ? setTimeout(endWindow, wait) : undefined;
    if (call) fn.apply(call.self, call.args);
  };

  const throttled = function (this: ThisParameterType<F>, ...args: Parameters<F>) {
    if (timer !== undefined) {
      pending = { self: this, args };
      return;
    }
    timer = setTimeout(endWindow, wait);
    fn.apply(this, args);
  } as Throttled<F>;
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/** Resolves in a task after this one: what follows it leaves the browser free to draw and answer taps in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
