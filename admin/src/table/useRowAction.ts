// A row's action in a list: POST it, say how it went, then read the page again (the list's `version`).
import { App } from 'antd';
import { useState } from 'react';
import { useSession } from '../session';

export function useRowAction(): { version: number; act(path: string, body: object | undefined, done: string): Promise<void> } {
  const { post } = useSession();
  const { message } = App.useApp();
  const [version, setVersion] = useState(0);
  return {
    version,
    async act(path, body, done) {
      await post(path, body)
        .then(() => message.success(done))
        .catch((err: Error) => message.error(err.message));
      setVersion((v) => v + 1);
    },
  };
}
