import { View } from '@tarojs/components'
export default function Page() { return <View>mine/user-info</View> }
