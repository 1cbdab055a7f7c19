import { useTranslate } from 'react-admin';
import { CELL } from './list/cellStyles';

/** Active / Inactive (or the given words), drawn as an outlined badge styled once for every list. */
export function StatusBadge({ active, activeLabel, inactiveLabel }: { active: boolean; activeLabel?: string; inactiveLabel?: string }) {
  const translate = useTranslate();
  return (
    <span className={`${CELL.badge} ${active ? CELL.badgeActive : CELL.badgeInactive}`}>
      {active ? (activeLabel ?? translate('app.status.active')) : (inactiveLabel ?? translate('app.status.inactive'))}
    </span>
  );
}
