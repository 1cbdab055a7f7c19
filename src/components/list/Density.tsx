import { Button } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { lazyComponent } from '../../lib/lazyComponent';
import type { DENSITY_LINES } from './cellStyles';

export type Density = keyof typeof DENSITY_LINES;

/** The rows' density, one choice for every list, kept per account in react-admin's store (as the column choice is). */
export const useDensity = () => useStore<Density>('console.listDensity', 'compact');

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
