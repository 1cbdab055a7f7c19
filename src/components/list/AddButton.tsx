import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useEffect, useEffectEvent } from 'react';
import { useCanAccess } from 'react-admin';
import { hasDraft } from '../../auth/draft';
import { useListActions } from './listQuery';

/** The list's Add button, shown to those who may create; reopens its dialog when a draft waits. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { resource } = useListActions();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  // A dialog of this title whose save ended the session reopens with what was typed.
  const reopen = useEffectEvent(() => onClick());
  useEffect(() => {
    if (canAccess && hasDraft(window.location.pathname, label)) reopen();
  }, [canAccess, label]);
  if (canAccess === false) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}
