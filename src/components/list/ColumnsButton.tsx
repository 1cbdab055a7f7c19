import SearchIcon from '@mui/icons-material/Search';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Box, Button, InputAdornment, MenuList, Popover, useTheme, type PopoverOrigin } from '@mui/material';
import { Children, memo, useMemo, useState, type ReactNode } from 'react';
import {
  DataTableColumnFilterContext,
  DataTableColumnRankContext,
  DataTableRenderContext,
  DataTableStoreContext,
  Button as RaButton,
  ResettableTextField,
  useStore,
  useTranslate,
} from 'react-admin';

/** Below the button, opening from its start edge (the right one in Arabic: MUI's origins do not mirror). */
const ORIGINS: Record<'ltr' | 'rtl', { anchor: PopoverOrigin; transform: PopoverOrigin }> = {
  ltr: { anchor: { vertical: 'bottom', horizontal: 'left' }, transform: { vertical: 'top', horizontal: 'left' } },
  rtl: { anchor: { vertical: 'bottom', horizontal: 'right' }, transform: { vertical: 'top', horizontal: 'right' } },
};

/**
 * The list's Columns button: a menu of the table's columns to show, hide and reorder (react-admin's
 * own items, its store keys), drawn while it is open. react-admin's ColumnsButton keeps its menu
 * mounted, and its DataTable then draws a switch for every column into it with the first rows,
 * unseen: some 900 components on Garage Management's 28 columns, as many as the rest of the screen.
 */
export const ColumnsButton = memo(function ColumnsButton({
  storeKey,
  defaultHiddenColumns,
  columns,
}: {
  storeKey: string;
  defaultHiddenColumns?: string[];
  /** The table's columns (its DataTable.Col elements). */
  columns: ReactNode;
}) {
  const translate = useTranslate();
  const origins = ORIGINS[useTheme().direction];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" startIcon={<ViewWeekIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('ra.action.select_columns', { _: 'Columns' })}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={origins.anchor}
        transformOrigin={origins.transform}
      >
        <ColumnsMenu storeKey={storeKey} defaultHiddenColumns={defaultHiddenColumns}>
          {columns}
        </ColumnsMenu>
      </Popover>
    </>
  );
});

const NO_HIDDEN_COLUMNS: string[] = [];
const SEARCH_ADORNMENT = {
  endAdornment: (
    <InputAdornment position="end">
      <SearchIcon color="disabled" />
    </InputAdornment>
  ),
};

/** The columns in the user's order, a search among them past five, and Reset (react-admin's ColumnsSelector, drawn in place). */
function ColumnsMenu({
  storeKey,
  defaultHiddenColumns = NO_HIDDEN_COLUMNS,
  children,
}: {
  storeKey: string;
  defaultHiddenColumns?: string[];
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [ranks, setRanks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const [, setHiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const [search, setSearch] = useState('');
  const store = useMemo(() => ({ storeKey, defaultHiddenColumns }), [storeKey, defaultHiddenColumns]);
  const columns = Children.toArray(children);
  // Columns added since the order was saved come last, in their own order.
  const order = [...(ranks ?? []), ...columns.map((_, index) => index).filter((index) => !ranks?.includes(index))];
  return (
    <DataTableStoreContext.Provider value={store}>
      <DataTableRenderContext.Provider value="columnsSelector">
        <Box sx={{ px: 1, pt: 1, minWidth: 200 }}>
          {columns.length > 5 && (
            <Box sx={{ mb: 1 }}>
              <ResettableTextField
                hiddenLabel
                label=""
                value={search}
                onChange={(event: string | { target: { value: string } }) => setSearch(typeof event === 'string' ? event : event.target.value)}
                placeholder={translate('ra.action.search_columns', { _: 'Search columns' })}
                // The search icon where the clear button is not: read by react-admin's field, not in its types.
                {...({ InputProps: SEARCH_ADORNMENT } as object)}
                resettable
                autoFocus
                size="small"
              />
            </Box>
          )}
          <MenuList sx={{ pt: 0 }}>
            {order.map((position, index) => (
              <DataTableColumnRankContext.Provider value={position} key={index}>
                <DataTableColumnFilterContext.Provider value={search}>{columns[position]}</DataTableColumnFilterContext.Provider>
              </DataTableColumnRankContext.Provider>
            ))}
          </MenuList>
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <RaButton
              onClick={() => {
                setRanks(undefined);
                setHiddenColumns(defaultHiddenColumns);
              }}
              label={translate('ra.action.reset', { _: 'Reset' })}
            />
          </Box>
        </Box>
      </DataTableRenderContext.Provider>
    </DataTableStoreContext.Provider>
  );
}
