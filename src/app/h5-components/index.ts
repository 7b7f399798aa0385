// H5 only: what `import { View } from '@tarojs/components'` resolves to in the app and in NutUI (config/index.ts).
// Taro's HTML components (`h5.useHtmlComponents`, @tarojs/components-react) where there is one, plain React
// components rendering <div>, <span>, <input>...; Taro's Stencil web components for the rest (./stencil.ts).
// Taro's own index holds every component in one module, so every component used on any page was in the start-up
// chunk. Here each is a module of its own and this index has no side effects (config/index.ts), so a component
// loads with the pages that show it.
// A name missing here fails the build ("export ... was not found"), it does not fall back silently.
export { Fragment as Block } from 'react';
export { Button } from './Button';
export { Canvas } from './Canvas';
export { Form } from './Form';
export { Image } from './Image';
export { Input } from './Input';
export { Picker } from './Picker';
export { PullDownRefresh } from './PullDownRefresh';
export { ScrollView } from './ScrollView';
export { Swiper, SwiperItem } from './Swiper';
export { Text } from './Text';
export { Textarea } from './Textarea';
export { Video } from './Video';
export { View } from './View';
