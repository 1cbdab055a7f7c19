import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export function StatusBadge({ active, activeLabel, inactiveLabel }: { active: boolean; activeLabel?: string; inactiveLabel?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'error'}
      variant="outlined"
      sx={{ fontWeight: 600 }}
      label={active ? (activeLabel ?? translate('app.status.active')) : (inactiveLabel ?? translate('app.status.inactive'))}
    />
  );
}
