import TaroImage from '@tarojs/components-react/dist/components/image/index.js';
import { createElement, forwardRef } from 'react';
import { webAria } from './aria';

const AriaImage = webAria(TaroImage as never);

/**
 * Taro's image draws an <img> inside a <div>; WeChat's `ariaLabel` (written `aria-label` by the time it gets here
 * when the build rewrote it) names the picture, so on the web it is the img's alternative text: a label on the div
 * would leave the image itself unnamed.
 */
export const Image = /*#__PURE__*/ forwardRef<HTMLElement, Record<string, unknown>>(function LabelledImage(
  { ariaLabel, 'aria-label': ariaLabelAttr, imgProps, ...props },
  ref,
) {
  const label = ariaLabel ?? ariaLabelAttr;
  const alt = typeof label === 'string' ? { alt: label } : {};
  return createElement(AriaImage, { ...props, imgProps: { ...alt, ...(imgProps as object) }, ref });
});
