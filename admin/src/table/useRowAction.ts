// A row's action in a list: POST it, say how it went, then read the page again (the list's `version`).
import { App } from 'antd';
import { useState } from 'react';
import { useSession } from '../session';

/** `act` resolves whether it went through (a form asking for its text stays open when it did not). */
export function useRowAction(): { version: number; act(path: string, body: object | undefined, done: string): Promise<boolean> } {
  const { post } = useSession();
  const { message } = App.useApp();
  const [version, setVersion] = useState(0);
  return {
    version,
    async act(path, body, done) {
      try {
        await post(path, body);
        message.success(done);
        return true;
      } catch (err) {
        message.error((err as Error).message);
        return false;
      } finally {
        setVersion((v) => v + 1);
      }
    },
  };
}
