// My waybills (tab): signed-out and empty states until the waybill features arrive.
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useT } from '@/locales'
import { useStores } from '@/stores'
import { usePage } from '@/hooks/usePage'
import { ROUTES } from '@/routes'
import { goLogin } from '@/lib/navigation'
import { EmptyState } from '@/components/EmptyState'

function WaybillPage() {
  usePage('title.waybill', { tab: true })
  const t = useT()
  const { session } = useStores()
  if (!session.signedIn) {
    return <EmptyState className='waybill-signed-out' text={t('waybill.signedOut')} action={t('common.login')} onAction={goLogin} />
  }
  return (
    <EmptyState
      className='waybill-empty'
      text={t('waybill.empty')}
      action={t('express.send')}
      onAction={() => Taro.switchTab({ url: ROUTES.express })}
    />
  )
}

export default observer(WaybillPage)
