import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { failureNotice, type FailureWording } from '../api/failures';

/** Shows a failed call as `failureNotice` words it: `notifyFailure(error, fallbackKey, wording?)`. */
export function useNotifyFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fallbackKey: string, wording?: FailureWording) => {
      const notice = failureNotice(error, fallbackKey, wording);
      notify(notice.message, { type: notice.type, messageArgs: { ...notice.args, _: notice.message } });
    },
    [notify],
  );
}
