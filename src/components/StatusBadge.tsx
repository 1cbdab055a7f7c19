import { useTranslate } from 'react-admin';
import { CELL } from './list/cellStyles';

/** Active / Inactive (or the given words), drawn as an outlined badge styled once for every list. */
export function StatusBadge({ active, activeLabel, inactiveLabel }: { active: boolean | undefined; activeLabel?: string; inactiveLabel?: string }) {
  const translate = useTranslate();
  // A status the answer did not carry shows the documents' fallback, never a guess.
  if (active === undefined) return <>-</>;
  return (
    <span className={`${CELL.badge} ${active ? CELL.badgeActive : CELL.badgeInactive}`}>
      {active ? (activeLabel ?? translate('app.status.active')) : (inactiveLabel ?? translate('app.status.inactive'))}
    </span>
  );
}
