// A React proxy for one of Taro's Stencil components, as @tarojs/components/lib/react makes them: only for those
// with no HTML version in @tarojs/components-react (Canvas, Form, Textarea, Video), so Stencil's core loads only
// with the pages that show one of them.
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper';
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib';
import { webAria } from './aria';

export const stencil = (tag: string, define: () => void) =>
  webAria(createReactComponent(tag, undefined, manipulatePropsFunction, define) as never);
