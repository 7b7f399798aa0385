// Signing by hand: a pad (Canvas 2d) for the signature of the agreement version the customer read
// (`?version=`). Confirm exports the drawing as PNG and uploads it with that version; then the result,
// and back to the agreement page — or on to `?redirect=` when the waybill flow sent the customer here.
import { Button } from '@nutui/nutui-react-taro';
import { Canvas, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import * as agreementService from '@/services/agreement';
import { toast } from '@/services/feedback';
import { ApiError } from '@/services/request';
import { useService } from '@/stores';
import { ApiStatus } from '@contract/api';
import { leaveTo, readRedirect } from './redirect';
import { PAD_ID, useSignaturePad } from './useSignaturePad';
import './signature.css';
import '@/locales/areas/signature';

type Phase = 'drawing' | 'sending' | 'done' | 'changed';

function SignaturePage() {
  usePage('signature.title');
  const t = useT();
  const agreementApi = useService(agreementService);
  const params = Taro.useRouter().params ?? {};
  const version = params.version ? decodeURIComponent(params.version) : '';
  const redirect = readRedirect(params.redirect);
  const pad = useSignaturePad();
  const [phase, setPhase] = useState<Phase>('drawing');

  const confirm = async () => {
    if (!pad.drawn || phase !== 'drawing') return;
    setPhase('sending');
    let filePath: string;
    try {
      filePath = await pad.exportPng();
    } catch {
      toast(t('signature.exportFailed'));
      return setPhase('drawing');
    }
    try {
      await agreementApi.signAgreement(filePath, version);
      setPhase('done');
    } catch (err) {
      // The request layer toasted the reason; a changed text must be read again before signing.
      setPhase(err instanceof ApiError && err.status === ApiStatus.STATE_CONFLICT ? 'changed' : 'drawing');
    }
  };

  // Back to the agreement page (it reloads its status), or on to where the waybill flow wants to go.
  const finish = () => leaveTo(redirect);

  if (!version)
    return (
      <View className="signature-page">
        <EmptyState className="signature-no-version" text={t('signature.noVersion')} />
      </View>
    );

  if (phase === 'done') {
    return (
      <View className="signature-page signature-done">
        <View className="signature-done-icon">✓</View>
        <View className="signature-done-title">{t('signature.done')}</View>
        <View className="signature-done-hint">{t('signature.doneHint')}</View>
        <Button className="signature-finish" type="primary" block onClick={finish}>
          {t('signature.back')}
        </Button>
      </View>
    );
  }

  return (
    <View className="signature-page">
      <View className="signature-hint">{t('signature.hint')}</View>
      <View className="signature-meta">
        <View className="signature-version">{t('signature.version', { version })}</View>
        <View className="signature-landscape">{t('signature.landscape')}</View>
      </View>
      <View className={`signature-box${pad.ready ? ' signature-box--ready' : ''}`}>
        <Canvas
          id={PAD_ID}
          canvasId={PAD_ID}
          type="2d"
          className="signature-canvas"
          disableScroll
          onTouchStart={pad.start}
          onTouchMove={pad.move}
          onTouchEnd={pad.end}
          onTouchCancel={pad.end}
        />
        {!pad.drawn && <View className="signature-placeholder">{t('signature.title')}</View>}
      </View>
      {phase === 'changed' && (
        <Button className="signature-reread" type="warning" block onClick={() => Taro.navigateBack()}>
          {t('signature.reread')}
        </Button>
      )}
      <View className="signature-buttons">
        <Button className="signature-clear" fill="outline" disabled={!pad.drawn || phase !== 'drawing'} onClick={pad.clear}>
          {t('signature.clear')}
        </Button>
        <Button
          className="signature-confirm"
          type="primary"
          disabled={!pad.drawn || phase !== 'drawing'}
          loading={phase === 'sending'}
          onClick={confirm}
        >
          {phase === 'sending' ? t('signature.submitting') : t('signature.confirm')}
        </Button>
      </View>
    </View>
  );
}

export default observer(SignaturePage);
