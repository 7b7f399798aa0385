// The bank's receipt of a transfer, uploaded by the customer if they like (the statement import still decides):
// a photo or screenshot picked with Taro.chooseImage, shown small (tap to see it whole); another replaces it.
import { Image, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { Instant } from '@/components/Instant';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as paymentService from '@/services/payment';
import { useService } from '@/stores';
import type { BankReceipt as Receipt } from '@contract/bank';

export function BankReceipt({ paymentId, receiptAt }: { paymentId: number; receiptAt: string | null }) {
  const t = useT();
  const paymentApi = useService(paymentService);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (receiptAt) paymentApi.getBankReceipt(paymentId).then(setReceipt, () => {});
  }, [paymentId, receiptAt]); // eslint-disable-line react-hooks/exhaustive-deps

  const pick = async () => {
    if (busy) return;
    let path: string;
    try {
      path = (await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['camera', 'album'] })).tempFilePaths[0];
    } catch {
      return; // cancelled
    }
    setBusy(true);
    try {
      setReceipt(await paymentApi.uploadBankReceipt(paymentId, path));
      toast(t('pay.transfer.receiptSent'));
    } catch {
      // the request layer toasted why
    } finally {
      setBusy(false);
    }
  };

  return (
    <View className="bank-receipt">
      <View className="bank-receipt-text">
        <View className="bank-receipt-title">{t('pay.transfer.receipt')}</View>
        <View className="bank-receipt-note">
          {receipt ? (
            <>
              {t('pay.transfer.receiptAt')} <Instant at={receipt.uploaded_at} />
            </>
          ) : (
            t('pay.transfer.receiptNote')
          )}
        </View>
      </View>
      {receipt && (
        <Image
          className="bank-receipt-img"
          src={receipt.url}
          mode="aspectFill"
          ariaLabel={t('pay.transfer.receipt')}
          onClick={() => Taro.previewImage({ urls: [receipt.url] })}
        />
      )}
      <View className={`bank-receipt-add${busy ? ' bank-receipt-add--busy' : ''}`} onClick={pick}>
        {t(busy ? 'pay.transfer.receiptUploading' : receipt ? 'pay.transfer.receiptReplace' : 'pay.transfer.receiptAdd')}
      </View>
    </View>
  );
}
