import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { createContext, memo, Suspense, useContext, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { tickedCount } from './facetValues';
import { lazyComponent } from '../../lib/lazyComponent';
import { useListQuery } from './listQuery';

/** The panel's code loads when the button is about to be used, never with the list. */
const FacetsPanel = lazyComponent(() => import('./FacetsPanel'));

interface FacetsPanelState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The Filters button, which takes the focus back when the panel beside the list closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelId: string;
}

const FacetsPanelContext = createContext<FacetsPanelState | undefined>(undefined);

function useFacetsPanel(): FacetsPanelState {
  const state = useContext(FacetsPanelContext);
  if (!state) throw new Error('The Filters button and panel belong inside a FacetsPanelProvider (ResourceList).');
  return state;
}

/** Whether the panel sits beside the list (1200 px and wider, the theme's md) rather than over it as a sheet. */
export function useFacetsBeside(): boolean {
  const theme = useTheme();
  // Read at once: a first render as a sheet would trap the focus for a frame.
  return useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
}

/** Whether the list's Filters panel is open, shared by its button (in the filter bar) and the panel (the list's aside). */
export function FacetsPanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const state = useMemo(() => ({ open, setOpen, buttonRef, panelId }), [open, panelId]);
  return <FacetsPanelContext.Provider value={state}>{children}</FacetsPanelContext.Provider>;
}

/** Filters: opens (and, beside the list, closes) the list's facets with their counts; its label tells how many values are ticked. */
export function FacetsButton() {
  const { facets = [] } = useResourceDefinition();
  const { filterValues } = useListQuery();
  if (facets.length === 0) return null;
  return <FacetsToggle ticked={tickedCount(facets, filterValues)} />;
}

/** The button itself, memoised: a search or another filter draws it again only when the count of ticked values changes. */
const FacetsToggle = memo(function FacetsToggle({ ticked }: { ticked: number }) {
  const translate = useTranslate();
  const { open, setOpen, buttonRef, panelId } = useFacetsPanel();
  const beside = useFacetsBeside();
  return (
    <Button
      ref={buttonRef}
      startIcon={<FilterListIcon />}
      variant={ticked ? 'contained' : 'text'}
      // Narrower, the panel is a modal sheet; beside the list it is a region the button shows and hides.
      aria-haspopup={beside ? undefined : 'dialog'}
      aria-expanded={open}
      aria-controls={open && beside ? panelId : undefined}
      onPointerEnter={() => void FacetsPanel.preload()}
      onFocus={() => void FacetsPanel.preload()}
      onClick={() => setOpen(!open)}
    >
      {ticked ? translate('app.facets.button_ticked', { count: ticked }) : translate('app.facets.button')}
    </Button>
  );
});

/** The list's aside: the Filters panel while it is open, beside the rows or as a sheet over them. */
export function FacetsAside() {
  const { open, setOpen, buttonRef, panelId } = useFacetsPanel();
  const beside = useFacetsBeside();
  if (!open) return null;
  const close = () => {
    setOpen(false);
    // The modal sheet gives the focus back itself; beside the list, the panel is gone from under it.
    if (beside) buttonRef.current?.focus();
  };
  return (
    <Suspense fallback={null}>
      <FacetsPanel id={panelId} beside={beside} onClose={close} />
    </Suspense>
  );
}
