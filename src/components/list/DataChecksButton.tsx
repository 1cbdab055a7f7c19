import RuleIcon from '@mui/icons-material/Rule';
import { Button, Chip } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CHECK_FILTER } from '../../data/listQuery';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { lazyComponent } from '../../lib/lazyComponent';
import { useListQuery } from './listQuery';

/** The menu and its counts load when the button is about to be used. */
const DataChecksMenu = lazyComponent(() => import('./DataChecksMenu'));

/** Data checks: a menu of the list's checks with their counts; the check applied shows as a chip that removes it. */
export function DataChecksButton() {
  const translate = useTranslate();
  const { checks = [] } = useResourceDefinition();
  const { filterValues, setFilters } = useListQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (checks.length === 0) return null;
  const applied = checks.find((check) => check.name === filterValues[CHECK_FILTER]);
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
      {applied && (
        <Chip
          color="primary"
          variant="outlined"
          label={translate(`app.checks.${applied.name}`)}
          onDelete={() => {
            const { [CHECK_FILTER]: _removed, ...others } = filterValues;
            setFilters(others, undefined, false);
          }}
        />
      )}
      {anchor && (
        <Suspense fallback={null}>
          <DataChecksMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
