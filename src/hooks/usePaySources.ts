// What a purchase can be paid with: the wallet (chosen first when its balance covers the amount) or this
// platform's online methods. Loaded afresh each time the sheet opens for something new (`key`); null = closed.
import { useState } from 'react';
import { currentPlatform } from '@/lib/pay';
import * as paymentService from '@/services/payment';
import { useService } from '@/stores';
import type { OnlineMethod, WalletSummary } from '@contract/payment';
import { useLoadEffect } from './useLoadEffect';

export type PayWay = 'wallet' | OnlineMethod;

export function usePaySources(key: number | null | undefined, amount: number) {
  const paymentApi = useService(paymentService);
  const [wallet, setWallet] = useState<WalletSummary | null>(null);
  const [methods, setMethods] = useState<OnlineMethod[] | null>(null);
  const [way, setWay] = useState<PayWay | null>(null);

  useLoadEffect(() => {
    setWallet(null);
    setMethods(null);
    setWay(null);
    if (key == null) return;
    let live = true;
    Promise.all([
      paymentApi.getWalletSummary().catch(() => null),
      paymentApi
        .getPayMethods(currentPlatform())
        .then((a) => a.methods)
        .catch(() => [] as OnlineMethod[]),
    ]).then(([summary, online]) => {
      if (!live) return;
      setWallet(summary);
      setMethods(online);
      setWay(summary !== null && summary.balance >= amount ? 'wallet' : (online[0] ?? null));
    });
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const short = !wallet || wallet.balance < amount;
  return { wallet, methods, way, setWay, short };
}
