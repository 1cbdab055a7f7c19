import { useTranslate } from 'react-admin';
import { RowChip } from './RowChip';

/** Active / Inactive (or the given words): a row chip in the success or error tone. */
export function StatusBadge({ active, activeLabel, inactiveLabel }: { active: boolean | undefined; activeLabel?: string; inactiveLabel?: string }) {
  const translate = useTranslate();
  // A status the answer did not carry shows the documents' fallback, never a guess.
  if (active === undefined) return <>-</>;
  return (
    <RowChip tone={active ? 'success' : 'error'}>
      {active ? (activeLabel ?? translate('app.status.active')) : (inactiveLabel ?? translate('app.status.inactive'))}
    </RowChip>
  );
}
