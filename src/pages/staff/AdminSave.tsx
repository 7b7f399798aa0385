// The save of an admin form (card product, coupon template, activity): the form's own check first (its
// message under the form), then one request at a time, a toast and back to the list. The server checks
// again; its 40001 message is toasted by the request layer.
import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';

/**
 * `keys`: the locale namespace with `error.<field>`, `saved` and `created`; `editing`: an existing row;
 * `errorText`: the message of a wrong field when the namespace has no `error.<field>` (forms made from field specs).
 */
export function useAdminSave<T>(keys: string, editing: boolean, onDone: (saved: T) => void, errorText?: (field: string) => string) {
  const t = useT();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async <I extends object>(input: I | { error: string }, send: (input: I) => Promise<T>) => {
    if (busy) return;
    if ('error' in input) return setError(errorText ? errorText(input.error) : t(`${keys}.error.${input.error}`));
    setError('');
    setBusy(true);
    try {
      const saved = await send(input);
      toast(t(`${keys}.${editing ? 'saved' : 'created'}`));
      onDone(saved);
    } catch {
      // toasted (the server names the field)
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, save };
}

/** The form's message line and its cancel / save buttons (classes `<name>-error|cancel|save`). */
export function FormFoot({
  name,
  error,
  busy,
  onCancel,
  onSave,
}: {
  name: string;
  error: string;
  busy: boolean;
  onCancel(): void;
  onSave(): void;
}) {
  const t = useT();
  return (
    <>
      <View className={`form-error staff-error ${name}-error`}>{error}</View>
      <View className="admin-form-buttons">
        <Button className={`${name}-cancel`} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button className={`${name}-save`} type="primary" loading={busy} disabled={busy} onClick={onSave}>
          {t('common.save')}
        </Button>
      </View>
    </>
  );
}
