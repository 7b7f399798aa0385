// The card payment sheet (H5): Stripe's Payment Element in a bottom popup, opened by lib/pay.ts finishOnline.
// A page that may pay by Stripe renders <StripeSheet/> once. Closing it cancels; a declined card stays open
// with Stripe's message so the customer can try another card.
import { Button, Popup } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useRef, useState } from 'react';
import { loadStripeJs, onSheetRequest, type SheetRequest, type SheetResult, type StripeElements, type StripeJs } from '@/lib/stripe-sheet';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import './stripe-sheet.css';
import '@/locales/areas/pay';

const ELEMENT_ID = 'stripe-payment-element';

/** The popup's body renders a frame after it opens: wait for the mount point (at most ~2 s). */
async function mountPoint(): Promise<HTMLElement | null> {
  for (let i = 0; i < 40; i++) {
    const el = document.getElementById(ELEMENT_ID);
    if (el) return el;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

export function StripeSheet() {
  const t = useT();
  const [request, setRequest] = useState<SheetRequest | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);

  useEffect(
    () =>
      onSheetRequest((next) => {
        setError('');
        setReady(false);
        setRequest(next);
      }),
    [],
  );

  const finish = (result: SheetResult) => {
    request?.resolve(result);
    stripe.current = null;
    setRequest(null);
    setBusy(false);
  };

  useEffect(() => {
    if (!request) return;
    let live = true;
    let destroy = () => {};
    (async () => {
      try {
        const Stripe = await loadStripeJs();
        const target = await mountPoint();
        if (!live) return;
        if (!target) throw new Error('no mount point');
        const js = Stripe(request.publishableKey);
        const elements = js.elements({ clientSecret: request.clientSecret });
        const element = elements.create('payment');
        element.on('ready', () => live && setReady(true));
        element.mount(target);
        destroy = () => element.destroy();
        stripe.current = { js, elements };
      } catch {
        if (!live) return;
        toast(t('pay.stripeUnavailable'));
        finish('fail');
      }
    })();
    return () => {
      live = false;
      destroy();
    };
  }, [request]); // eslint-disable-line react-hooks/exhaustive-deps

  const confirm = async () => {
    if (!request || !stripe.current || busy) return;
    setBusy(true);
    setError('');
    const { js, elements } = stripe.current;
    try {
      const answer = await js.confirmPayment({ elements, confirmParams: { return_url: request.returnUrl }, redirect: 'if_required' });
      if (answer.error) {
        // A card or form problem: say it and let the customer correct it; anything else ends the attempt.
        if (answer.error.type === 'card_error' || answer.error.type === 'validation_error') {
          setError(answer.error.message || t('pay.cardDeclined'));
          setBusy(false);
          return;
        }
        toast(answer.error.message || t('pay.cardDeclined'));
        return finish('fail');
      }
      finish('done');
    } catch {
      toast(t('pay.stripeUnavailable'));
      finish('fail');
    }
  };

  return (
    <Popup
      className="stripe-sheet"
      visible={request !== null}
      position="bottom"
      round
      closeable={!busy}
      closeOnOverlayClick={!busy}
      title={t('pay.cardTitle')}
      onClose={() => finish('cancel')}
    >
      {request && (
        <View className="stripe-sheet-body">
          <View id={ELEMENT_ID} className="stripe-sheet-element" />
          {!ready && <View className="stripe-sheet-loading">{t('pay.cardLoading')}</View>}
          {error && <View className="stripe-sheet-error">{error}</View>}
          <Button className="stripe-sheet-pay" type="primary" block loading={busy} disabled={!ready || busy} onClick={confirm}>
            {t('pay.cardPay')}
          </Button>
        </View>
      )}
    </Popup>
  );
}
