import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'

export default function Login() {
  return <View className="login"><Button type="primary">登录</Button></View>
}
