// An empty or signed-out state: a drawn icon, a message and an optional action.
import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import './empty-state.css';

interface Props {
  text: string;
  action?: string;
  onAction?: () => void;
  className?: string;
}

export function EmptyState({ text, action, onAction, className = '' }: Props) {
  return (
    <View className={`empty-state ${className}`}>
      <View className="empty-state-icon" />
      <View className="empty-state-text">{text}</View>
      {action && (
        <Button className="empty-state-action" type="primary" size="small" onClick={onAction}>
          {action}
        </Button>
      )}
    </View>
  );
}
