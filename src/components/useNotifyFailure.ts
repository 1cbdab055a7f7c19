import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { failureNotice } from '../api/failures';

/** Shows a failed call as `failureNotice` words it: `notifyFailure(error, fallbackKey)`. */
export function useNotifyFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fallbackKey: string) => {
      const notice = failureNotice(error, fallbackKey);
      notify(notice.message, { type: notice.type, messageArgs: { ...notice.args, _: notice.message } });
    },
    [notify],
  );
}
