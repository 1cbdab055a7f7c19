import RuleIcon from '@mui/icons-material/Rule';
import { Button, Chip } from '@mui/material';
import { memo, Suspense, useState } from 'react';
import { useEvent, useTranslate } from 'react-admin';
import { CHECK_FILTER } from '../../data/listQuery';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { lazyComponent } from '../../lib/lazyComponent';
import { useListActions, useListQuery, useSetFiltersWithPage } from './listQuery';

/** The menu and its counts load when the button is about to be used. */
const DataChecksMenu = lazyComponent(() => import('./DataChecksMenu'));

/** Data checks: a menu of the list's checks with their counts; the check applied shows as a chip that removes it. */
export function DataChecksButton() {
  const { checks = [] } = useResourceDefinition();
  const { filterValues } = useListQuery();
  const { filterValuesNow } = useListActions();
  const setFiltersWithPage = useSetFiltersWithPage();
  const remove = useEvent(() => {
    const { [CHECK_FILTER]: _removed, ...others } = filterValuesNow();
    setFiltersWithPage(others);
  });
  if (checks.length === 0) return null;
  return <DataChecks applied={checks.find((check) => check.name === filterValues[CHECK_FILTER])?.name} onRemove={remove} />;
}

/** The button and the applied check's chip, memoised: a search or another filter draws them again only when the check applied changes. */
const DataChecks = memo(function DataChecks({ applied, onRemove }: { applied?: string; onRemove: () => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<RuleIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onPointerEnter={() => void DataChecksMenu.preload()}
        onFocus={() => void DataChecksMenu.preload()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.checks.button')}
      </Button>
      {applied && <Chip color="primary" variant="outlined" label={translate(`app.checks.${applied}`)} onDelete={onRemove} />}
      {anchor && (
        <Suspense fallback={null}>
          <DataChecksMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
});
