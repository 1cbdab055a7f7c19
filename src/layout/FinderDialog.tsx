import SearchIcon from '@mui/icons-material/Search';
import { Box, Dialog, InputBase, List, ListItem, ListSubheader, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { decideAccess } from '../auth/permissions';
import { useAccessCheck } from './accessCheck';
import { sourceOf, type Resource } from '../core/defineResource';
import { useListEngine } from '../components/ListLoadState';
import { useRegistry } from '../components/RegistryContext';
import { dashboardPathOf, portalNameOf, type PortalTab } from './portal';
import { screenName } from './tabTitle';

/** Rows of each kind the finder shows. */
const SHOWN = 8;
/** The dashboards' portals, in the portal switcher's order. */
const DASHBOARD_TABS: readonly PortalTab[] = [1, 2, 0];

interface Option {
  id: string;
  title: string;
  detail: string;
  to: string;
}

/** The resources the role may open, by the one access rule. */
function useOpenable(): Resource[] {
  const resources = useRegistry();
  const { permissions } = useAccessCheck();
  return useMemo(
    () =>
      permissions
        ? resources.filter(
            (resource) =>
              resource.list &&
              decideAccess({
                role: permissions.role,
                features: permissions.features,
                resource: resource.route,
                portal: sourceOf(resource.portal),
                action: 'list',
              }).allowed,
          )
        : [],
    [resources, permissions],
  );
}

const linkTo = (route: string, filter?: Record<string, unknown>) =>
  filter ? `/${route}?filter=${encodeURIComponent(JSON.stringify(filter))}` : `/${route}`;

/** The finder's results: the screens whose name matches, and rows of the findable lists (Garage Management) the engine matches. */
const NO_OPTIONS: Option[] = [];

function useResults(query: string) {
  const translate = useTranslate();
  const engine = useListEngine();
  const openable = useOpenable();
  /** The garages found and the text they answer (benches and tests wait for it); failed when they could not be read. */
  const [found, setFound] = useState<{ needle: string; rows: Option[]; failed?: boolean }>({ needle: '', rows: [] });
  const asked = useRef(0);
  const needle = query.trim().toLowerCase();

  const screens = useMemo(() => {
    // Every role opens the dashboards (routes of their own, not resources), then the screens of its menu.
    const dashboards = DASHBOARD_TABS.map((tab) => ({
      id: `screen:${dashboardPathOf(tab)}`,
      title: translate('app.menu.dashboard'),
      detail: portalNameOf(tab, translate),
      to: dashboardPathOf(tab),
    }));
    const all = [
      ...dashboards,
      ...openable
        .filter((resource) => resource.menu)
        .map((resource) => ({
          id: `screen:${resource.route}`,
          title: screenName(resource, translate),
          detail: portalNameOf(resource.portal === 'vrgarage' ? 1 : 2, translate),
          to: linkTo(resource.route),
        })),
    ];
    return (needle ? all.filter((screen) => screen.title.toLowerCase().includes(needle)) : all).slice(0, SHOWN);
  }, [openable, needle, translate]);

  const findable = useMemo(() => openable.filter((resource) => resource.finder && resource.paging !== 'server'), [openable]);
  const idle = !engine || !needle || findable.length === 0;
  useEffect(() => {
    const ask = ++asked.current;
    if (idle) return;
    // The list engine's own rows and query: the first use starts the load Garage Management then shares.
    Promise.all(
      findable.map(async (resource) => {
        const { data } = await engine.page({ route: resource.route }, { filter: { q: needle }, page: 1, perPage: SHOWN, pageOnly: true });
        return data.map((row: RaRecord) => ({
          id: `${resource.route}:${row.id}`,
          title: resource.finder!.title(row),
          detail: resource.finder!.detail(row),
          to: linkTo(resource.route, resource.finder!.filterOf(row)),
        }));
      }),
    ).then(
      (rows) => ask === asked.current && setFound({ needle, rows: rows.flat() }),
      // Not "nothing matches": the garages were not searched (the engine reads a failed list again at the next ask).
      () => ask === asked.current && setFound({ needle, rows: [], failed: true }),
    );
  }, [engine, needle, findable, idle]);

  // Nothing to ask (no text, no engine, no findable list): no garages, answered at once.
  if (idle) return { screens, rows: NO_OPTIONS, answered: needle, loading: false, failed: false, findsRows: findable.length > 0 };
  const loading = found.needle !== needle;
  return { screens, rows: found.rows, answered: found.needle, loading, failed: !loading && Boolean(found.failed), findsRows: findable.length > 0 };
}

/** The finder itself: loaded when first wanted, mounted while open. */
export default function FinderDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // The option chosen with the arrows: the first again whenever the query or the rows found change.
  const [chosen, setChosen] = useState({ at: '', index: 0 });
  const { screens, rows, answered, loading, failed, findsRows } = useResults(query);
  const options = [...screens, ...rows];
  const listId = useId();
  const labelId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const chosenAt = `${query}\u0000${rows.length}`;
  const active = chosen.at === chosenAt ? chosen.index : 0;
  const setActive = (next: (current: number) => number) => setChosen({ at: chosenAt, index: next(active) });

  const choose = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + options.length) % options.length;
      setActive(() => next);
      // The option the arrows reach stays in sight in a list longer than the dialog.
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[active]);
    }
  };

  const group = (heading: string, items: Option[], offset: number) =>
    items.length > 0 && (
      <li role="presentation">
        <ListSubheader component="div" id={`${listId}-${offset}`} sx={{ lineHeight: 2.5 }}>
          {heading}
        </ListSubheader>
        <ul role="group" aria-labelledby={`${listId}-${offset}`} style={{ padding: 0 }}>
          {items.map((option, index) => (
            <ListItem
              key={option.id}
              id={optionId(offset + index)}
              role="option"
              aria-selected={offset + index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              sx={{
                cursor: 'pointer',
                display: 'block',
                bgcolor: offset + index === active ? 'action.selected' : undefined,
              }}
            >
              <Typography component="span" sx={{ display: 'block' }}>
                {option.title}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {option.detail}
              </Typography>
            </ListItem>
          ))}
        </ul>
      </li>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={labelId}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 8 } } }}
    >
      <Typography id={labelId} component="h2" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {translate('app.finder.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate(findsRows ? 'app.finder.placeholder' : 'app.finder.placeholder_screens')}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': translate('app.finder.title'),
              'aria-expanded': options.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': options.length > 0 ? optionId(active) : undefined,
            },
          }}
        />
      </Box>
      <List
        id={listId}
        role="listbox"
        data-answered={answered}
        aria-label={translate('app.finder.results')}
        sx={{ maxHeight: '60vh', overflowY: 'auto', py: 0 }}
      >
        {group(translate('app.finder.screens'), screens, 0)}
        {group(translate('app.finder.garages'), rows, screens.length)}
      </List>
      <Box role="status" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color={failed ? 'error' : 'text.secondary'}>
          {loading
            ? translate('app.finder.searching')
            : failed
              ? translate('app.finder.failed')
              : options.length === 0
                ? translate('app.finder.none')
                : translate('app.finder.hint')}
        </Typography>
      </Box>
    </Dialog>
  );
}
