import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { DENSITY_LINES } from './cellStyles';

export type Density = keyof typeof DENSITY_LINES;

/** The rows' density, one choice for every list, kept per account in react-admin's store (as the column choice is). */
export const useDensity = () => useStore<Density>('console.listDensity', 'compact');

const DENSITIES: readonly Density[] = ['compact', 'comfortable'];

/** Beside Columns: compact rows (the default, two lines of text at most) or comfortable ones. */
export function DensityButton() {
  const translate = useTranslate();
  const [density, setDensity] = useDensity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={density === 'compact' ? <DensitySmallIcon /> : <DensityMediumIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.list.density.label')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {DENSITIES.map((choice) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={choice === density}
            selected={choice === density}
            onClick={() => {
              setDensity(choice);
              setAnchor(null);
            }}
          >
            {translate(`app.list.density.${choice}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
