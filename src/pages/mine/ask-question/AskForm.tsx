// Ask staff a question (5–500 characters, optional contact); the length is checked before any call.
import { Button, Input, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { useT } from '@/locales';
import * as contentService from '@/services/content';
import { toast } from '@/services/feedback';
import { useService } from '@/stores';

export const QUESTION_MIN = 5;
export const QUESTION_MAX = 500;

/** The message key of what is wrong with a question ('' = fine); counts characters, not UTF-16 units. */
export function questionProblem(text: string): string {
  const length = [...text.trim()].length;
  if (length < QUESTION_MIN) return 'faq.tooShort';
  if (length > QUESTION_MAX) return 'faq.tooLong';
  return '';
}

export function AskForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const contentApi = useService(contentService);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const form = useFormSubmit();

  const send = () =>
    form.submit(
      questionProblem(content),
      () => contentApi.createQuestion({ content: content.trim(), contact: contact.trim() }),
      () => {
        toast(t('faq.sent'));
        setContent('');
        setContact('');
        onSent();
      },
    );

  return (
    <View className="content-card faq-ask">
      <View className="content-card-title">{t('faq.askTitle')}</View>
      <TextArea
        className="faq-ask-content"
        value={content}
        onChange={setContent}
        placeholder={t('faq.askPlaceholder')}
        maxLength={QUESTION_MAX}
        showCount
        rows={4}
      />
      <Input className="faq-ask-contact" value={contact} onChange={setContact} maxLength={100} placeholder={t('faq.contactPlaceholder')} />
      <View className="content-error faq-ask-error">{form.error}</View>
      <Button className="faq-ask-submit" type="primary" block loading={form.busy} onClick={send}>
        {t('faq.submit')}
      </Button>
    </View>
  );
}
