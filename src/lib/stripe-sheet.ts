// Stripe's Payment Element (H5 only): lib/pay.ts asks for it here, the <StripeSheet/> a page renders shows it.
// Stripe.js is loaded once, by a script tag, the first time a card payment needs it.

export type SheetResult = 'done' | 'cancel' | 'fail';

export interface SheetRequest {
  clientSecret: string;
  publishableKey: string;
  /** Where Stripe sends the browser back to when the card needs a redirect (3-D Secure on some banks). */
  returnUrl: string;
  resolve(result: SheetResult): void;
}

type Listener = (request: SheetRequest) => void;
let listener: Listener | null = null;

/** The mounted sheet listens; returns the unsubscribe. */
export function onSheetRequest(fn: Listener): () => void {
  listener = fn;
  return () => {
    if (listener === fn) listener = null;
  };
}

/** 'fail' at once when no sheet is mounted on the page (a programming error, also logged). */
export function openStripeSheet(request: Omit<SheetRequest, 'resolve'>): Promise<SheetResult> {
  const show = listener;
  if (!show) {
    console.error('openStripeSheet: no <StripeSheet/> mounted on this page');
    return Promise.resolve('fail');
  }
  return new Promise((resolve) => show({ ...request, resolve }));
}

const STRIPE_JS = 'https://js.stripe.com/v3';

/** The parts of Stripe.js the sheet uses (https://docs.stripe.com/js). */
export interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string }; redirect: 'if_required' }): Promise<{
    error?: { type: string; message?: string };
    paymentIntent?: { status: string };
  }>;
}
export interface StripeElements {
  create(type: 'payment'): { mount(target: string | HTMLElement): void; on(event: 'ready', fn: () => void): void; destroy(): void };
}
type StripeFactory = (publishableKey: string) => StripeJs;

let loading: Promise<StripeFactory> | null = null;

export function loadStripeJs(): Promise<StripeFactory> {
  const w = window as unknown as { Stripe?: StripeFactory };
  if (w.Stripe) return Promise.resolve(w.Stripe);
  if (!loading) {
    loading = new Promise<StripeFactory>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = STRIPE_JS;
      script.async = true;
      script.onload = () => (w.Stripe ? resolve(w.Stripe) : reject(new Error('Stripe.js loaded without Stripe')));
      script.onerror = () => reject(new Error('Stripe.js failed to load'));
      document.head.appendChild(script);
    }).catch((err) => {
      loading = null; // a later tap tries again
      throw err;
    });
  }
  return loading;
}
