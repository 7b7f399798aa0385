// A React proxy for one of Taro's H5 (Stencil) components, as @tarojs/components/lib/react makes them.
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper';
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib';

export const proxy = (tag: string, define: () => void) => createReactComponent(tag, undefined, manipulatePropsFunction, define);
