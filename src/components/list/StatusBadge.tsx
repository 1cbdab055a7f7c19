import { useTranslate } from 'react-admin';
import { RowChip } from './RowChip';

/** Active / Inactive (or the given words): a row chip in the success or error tone. */
export function StatusBadge({ active, activeLabel, inactiveLabel }: { active: boolean; activeLabel?: string; inactiveLabel?: string }) {
  const translate = useTranslate();
  return (
    <RowChip tone={active ? 'success' : 'error'}>
      {active ? (activeLabel ?? translate('app.status.active')) : (inactiveLabel ?? translate('app.status.inactive'))}
    </RowChip>
  );
}
