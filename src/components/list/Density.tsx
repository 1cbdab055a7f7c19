import { Button } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyComponent } from '../../lib/lazyComponent';

/** The two choices: their code loads when the button is first used. */
const DensityMenu = lazyComponent(() => import('./DensityMenu'));

/** Beside Columns: compact rows (the default, two lines of text at most) or comfortable ones. */
export function DensityButton() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.list.density.label')}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <DensityMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
