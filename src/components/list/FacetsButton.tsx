import FilterListIcon from '@mui/icons-material/FilterList';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { tickedCount } from './facetValues';
import { lazyComponent } from '../../lib/lazyComponent';

/** The panel's code loads when the button is about to be used, never with the list. */
const FacetsPanel = lazyComponent(() => import('./FacetsPanel'));

/** Filters: opens the list's facets with their counts; its label tells how many values are ticked. */
export function FacetsButton() {
  const translate = useTranslate();
  const { facets = [] } = useResourceDefinition();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  if (facets.length === 0) return null;
  const ticked = tickedCount(facets, filterValues);
  return (
    <>
      <Button
        startIcon={<FilterListIcon />}
        variant={ticked ? 'contained' : 'text'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void FacetsPanel.preload()}
        onFocus={() => void FacetsPanel.preload()}
        onClick={() => setOpen(true)}
      >
        {ticked ? translate('app.facets.button_ticked', { count: ticked }) : translate('app.facets.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FacetsPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
