// H5: a NutUI icon drawn as inline SVG (config/nutui-inline-icons-loader.js puts it in place of NutUI's CSS-mask
// icon). Same element, classes and sizing as NutUI's (`nut-icon nut-icon-<Name>`, `size`/`width`/`height` in px
// when numeric); the paths take the icon's `color`, or the text colour around it.
import { createElement, type CSSProperties, type MouseEventHandler, type ReactNode } from 'react';

interface InlineIconProps {
  name: string;
  viewBox: string;
  /** The icon's <path> elements, from its SVG in NutUI's package (built in, not user input). */
  paths: string;
  className?: string;
  style?: CSSProperties;
  color?: string;
  size?: string | number;
  width?: string | number;
  height?: string | number;
  onClick?: MouseEventHandler;
  children?: ReactNode;
}

const px = (value: string | number | undefined) =>
  value === '' || value === undefined ? undefined : Number.isNaN(Number(value)) ? String(value) : `${value}px`;

export function InlineIcon({
  name,
  viewBox,
  paths,
  className = '',
  style,
  color,
  size,
  width,
  height,
  onClick,
  children,
}: InlineIconProps) {
  const w = px(width || size);
  const h = px(height || size);
  const svg = createElement('svg', {
    viewBox,
    width: '100%',
    height: '100%',
    fill: 'currentColor',
    'aria-hidden': 'true',
    focusable: 'false',
    style: { display: 'block' },
    dangerouslySetInnerHTML: { __html: paths },
  });
  const box = { ...style, ...(color && { color }), ...(w && { width: w }), ...(h && { height: h }) };
  return createElement('i', { className: `nut-icon nut-icon-${name} ${className}`, style: box, onClick }, svg, children);
}
