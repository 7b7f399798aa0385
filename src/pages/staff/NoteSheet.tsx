// A money action that needs a note (a whole refund, a refund paid back from the bank): a sheet with the note, its
// confirm button and the action's own words; the list reloads whatever the answer (it may have changed meanwhile).
import { Button, Popup, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { toast } from '@/services/feedback';

export interface NoteSheetWords {
  title: string;
  placeholder: string;
  /** Toasted when the note is blank. */
  required: string;
  confirm: string;
  done: string;
}

interface Props {
  open: boolean;
  words: NoteSheetWords;
  send(note: string): Promise<unknown>;
  onClose(): void;
  onDone(): void;
}

export function NoteSheet({ open, words, send, onClose, onDone }: Props) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy) return;
    if (!note.trim()) return toast(words.required);
    setBusy(true);
    try {
      await send(note.trim());
      toast(words.done);
      setNote('');
    } catch {
      // toasted (42009: it changed meanwhile)
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <Popup visible={open} position="bottom" round closeable title={words.title} onClose={onClose}>
      <View className="refund-sheet">
        <TextArea
          className="refund-note"
          value={note}
          onChange={(v: string) => setNote(v)}
          placeholder={words.placeholder}
          maxLength={200}
        />
        <Button className="refund-submit" type="primary" block loading={busy} disabled={busy} onClick={submit}>
          {words.confirm}
        </Button>
      </View>
    </Popup>
  );
}
