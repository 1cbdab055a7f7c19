import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDensity, type Density } from './densityChoice';

const DENSITIES: readonly Density[] = ['compact', 'comfortable'];

/** The Density button's menu: the current choice checked; a choice is kept and closes the menu. */
export default function DensityMenu({ id, anchor, onClose }: { id: string; anchor: HTMLElement; onClose: () => void }) {
  const translate = useTranslate();
  const [density, setDensity] = useDensity();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {DENSITIES.map((choice) => (
        <MenuItem
          key={choice}
          role="menuitemradio"
          aria-checked={choice === density}
          selected={choice === density}
          onClick={() => {
            setDensity(choice);
            onClose();
          }}
        >
          {translate(`app.list.density.${choice}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
