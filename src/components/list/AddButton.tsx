import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useEffect, useEffectEvent } from 'react';
import { useCanAccess } from 'react-admin';
import { dialogOpening, hasDraft, takeOpeningDraft } from '../../auth/draft';
import { useListActions } from './listQuery';

/** The list's Add button, shown to those who may create; reopens its dialog when a draft waits, or when the page reloaded to get its code. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { resource } = useListActions();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  // A dialog of this title whose save ended the session reopens with what was typed.
  const reopen = useEffectEvent(() => onClick());
  useEffect(() => {
    const path = window.location.pathname;
    if (canAccess && (takeOpeningDraft(path, label) || hasDraft(path, label))) reopen();
  }, [canAccess, label]);
  if (canAccess === false) return null;
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => {
        // Should the page reload to get the dialog's code, the dialog opens again after it.
        dialogOpening(window.location.pathname, label);
        onClick();
      }}
    >
      {label}
    </Button>
  );
}
