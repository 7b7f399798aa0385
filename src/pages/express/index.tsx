// Send parcel (tab): how sending works and the entry to it; signed out, a way to log in.
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useT } from '@/locales'
import { useStores } from '@/stores'
import { usePage } from '@/hooks/usePage'
import { ROUTES } from '@/routes'
import { goLogin, openRoute } from '@/lib/navigation'
import { EmptyState } from '@/components/EmptyState'
import '../tab-pages.css'

const STEPS = ['buy', 'declare', 'pack', 'deliver'] as const
const SEND_ROUTE = '/pages/waybill/send'

function ExpressPage() {
  usePage('title.express', { tab: true })
  const t = useT()
  const { session } = useStores()
  if (!session.signedIn) {
    return <EmptyState className='express-signed-out' text={t('express.signedOut')} action={t('common.login')} onAction={goLogin} />
  }
  return (
    <View className='tab-page express-page'>
      <View className='card'>
        <View className='card-title'>{t('express.howTitle')}</View>
        {STEPS.map((step, i) => (
          <View key={step} className={`express-step express-step-${step}`}>
            <View className='express-step-no'>{i + 1}</View>
            <View className='express-step-body'>
              <View className='express-step-title'>{t(`express.step.${step}.title`)}</View>
              <View className='express-step-text'>{t(`express.step.${step}.text`)}</View>
            </View>
          </View>
        ))}
      </View>
      <Button className='express-send' type='primary' block onClick={() => openRoute(SEND_ROUTE)}>
        {t('express.send')}
      </Button>
      <Button className='express-estimate' block onClick={() => openRoute(ROUTES.freightTrial)}>
        {t('feature.freight')}
      </Button>
    </View>
  )
}

export default observer(ExpressPage)
