// A form's error line, styled wherever it is used (the style comes with the component, not with the page).
import { View } from '@tarojs/components';
import './fields.css';

export function FormError({ text, className = '' }: { text: string; className?: string }) {
  return <View className={`form-error ${className}`}>{text}</View>;
}
