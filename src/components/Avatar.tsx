// The user's avatar, or a drawn default with the nickname's first letter.
import { Image, View } from '@tarojs/components'
import './avatar.css'

interface Props {
  url?: string
  name?: string
  className?: string
  onClick?: () => void
}

export function Avatar({ url, name = '', className = '', onClick }: Props) {
  if (url) return <Image className={`avatar ${className}`} src={url} mode='aspectFill' onClick={onClick} />
  return (
    <View className={`avatar avatar--default ${className}`} onClick={onClick}>
      {name.slice(0, 1).toUpperCase()}
    </View>
  )
}
