import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Menu, MenuItem, styled } from '@mui/material';
import { LimitedTextField } from '../LimitedTextField';
import { TEXT_LIMIT, overLimit } from '../../lib/textLimits';
import { memo, useId, useState } from 'react';
import { useRemoveFromStore, useSavedQueries, useStore, useTranslate, type SavedQuery } from 'react-admin';
import { useStableNavigate } from '../../layout/consoleRouter';
import { useListQuery } from './listQuery';

const T = 'app.views';

/** A saved view: react-admin's saved query (filters, sort, page size) plus the table's column choice. */
type SavedView = SavedQuery & { value: SavedQuery['value'] & { columns?: { hidden?: string[]; ranks?: number[] } } };

/** The views' row, its styles made once: the views render again with each search to mark the one shown. */
const ViewsGroup = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  flexWrap: 'wrap',
  padding: theme.spacing(0.5, 0),
}));

/** Save view, memoised: a search draws the views again, not this button. */
const SaveViewButton = memo(function SaveViewButton({ onName }: { onName: (naming: { index?: number }) => void }) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => onName({})}>
      {translate(`${T}.save`)}
    </Button>
  );
});

const sameView = (a: SavedView['value'], b: SavedView['value']) => JSON.stringify(a) === JSON.stringify(b);

/** The name dialog of Save view and Rename: refuses an empty name and one another view has. */
function NameDialog({
  title,
  initial,
  taken,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  taken: string[];
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const error = !trimmed ? `${T}.name_required` : taken.includes(trimmed) ? `${T}.name_taken` : undefined;
  const save = () => {
    setTried(true);
    if (!error && !overLimit(name, TEXT_LIMIT)) onSave(trimmed);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <LimitedTextField
          limit={TEXT_LIMIT}
          autoFocus
          fullWidth
          margin="dense"
          label={translate(`${T}.name`)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && save()}
          error={tried && Boolean(error)}
          helperText={tried && error ? translate(error) : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Saved views above a list: the current filters, sort, page size and column choice saved under a
 * name in react-admin's Store (its saved queries, `<route>.savedQueries`), applied in one click,
 * renamed and deleted. Memoised: they read only the list's query, not its answer.
 */
export const SavedViews = memo(function SavedViews({ columnsKey }: { columnsKey?: string }) {
  const translate = useTranslate();
  const navigate = useStableNavigate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListQuery();
  const [views, setViews] = useSavedQueries(resource) as [SavedView[], (views: SavedView[]) => void];
  const [hidden, setHidden] = useStore<string[] | undefined>(columnsKey ?? `${resource}.views.noColumns`);
  const [ranks, setRanks] = useStore<number[] | undefined>(`${columnsKey ?? `${resource}.views.noColumns`}_columnRanks`);
  const removeFromStore = useRemoveFromStore();
  const [naming, setNaming] = useState<{ index?: number }>();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; index: number }>();
  // The views' menu is created when first opened (it then stays for its closing fade): until then an
  // answer, which draws the views again to mark the one shown, does not draw a closed menu too.
  const [menuUsed, setMenuUsed] = useState(false);
  const current: SavedView['value'] = {
    filter: filterValues,
    displayedFilters,
    sort,
    perPage,
    ...(columnsKey ? { columns: { hidden, ranks } } : {}),
  };
  const list = Array.isArray(views) ? views : [];

  const apply = (view: SavedView) => {
    const { filter, displayedFilters: shown, sort: order, perPage: size, columns } = view.value;
    if (columnsKey && columns) {
      // A view saved with the table's default columns goes back to them (an undefined value in the store breaks the table).
      if (columns.hidden) setHidden(columns.hidden);
      else removeFromStore(columnsKey);
      if (columns.ranks) setRanks(columns.ranks);
      else removeFromStore(`${columnsKey}_columnRanks`);
    }
    const search = new URLSearchParams({
      filter: JSON.stringify(filter ?? {}),
      displayedFilters: JSON.stringify(shown ?? {}),
      ...(order?.field ? { sort: order.field, order: order.order } : {}),
      ...(size ? { perPage: String(size) } : {}),
      page: '1',
    });
    navigate({ search: `?${search}` });
  };

  const save = (name: string) => {
    if (naming?.index === undefined) setViews([...list, { label: name, value: current }]);
    else setViews(list.map((view, index) => (index === naming.index ? { ...view, label: name } : view)));
    setNaming(undefined);
  };

  return (
    <ViewsGroup role="group" aria-label={translate(`${T}.label`)} data-testid="saved-views">
      {list.map((view, index) => (
        <Box key={view.label} sx={{ display: 'inline-flex', alignItems: 'center' }}>
          <Chip
            label={view.label}
            color={sameView(view.value, current) ? 'primary' : 'default'}
            variant={sameView(view.value, current) ? 'filled' : 'outlined'}
            onClick={() => apply(view)}
            aria-pressed={sameView(view.value, current)}
          />
          <IconButton
            size="small"
            aria-label={translate(`${T}.actions`, { name: view.label })}
            aria-haspopup="menu"
            onClick={(event) => {
              setMenuUsed(true);
              setMenu({ anchor: event.currentTarget, index });
            }}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <SaveViewButton onName={setNaming} />
      {menuUsed && (
        <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(undefined)}>
          {/* `menu?.index`, not `menu!.index`: the compiler would read the latter while rendering, with no menu open. */}
          <MenuItem
            onClick={() => {
              setNaming({ index: menu?.index });
              setMenu(undefined);
            }}
          >
            {translate(`${T}.rename`)}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setViews(list.filter((_view, index) => index !== menu?.index));
              setMenu(undefined);
            }}
          >
            {translate(`${T}.delete`)}
          </MenuItem>
        </Menu>
      )}
      {naming && (
        <NameDialog
          title={translate(naming.index === undefined ? `${T}.save` : `${T}.rename`)}
          initial={naming.index === undefined ? '' : list[naming.index].label}
          taken={list.filter((_view, index) => index !== naming.index).map((view) => view.label)}
          onSave={save}
          onClose={() => setNaming(undefined)}
        />
      )}
    </ViewsGroup>
  );
});
