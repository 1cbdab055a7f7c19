import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useId, useRef, useState } from 'react';
import { signedOutDuringCall } from '../../../auth/session';
import { useDiscardGuard } from '../../../components/DiscardChanges';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CustomerLead, Service } from '../../../api/types';
import type { DispatchGarage } from '../provider';
import { ChoicesFailure } from '../../../components/ChoicesFailure';
import { useOptions } from '../useOptions';
import { useListChanged } from '../../../components/useDropStaleQueries';
import { useNotifyFailure } from '../../../components/useNotifyFailure';
import type { LeadDataProvider } from '../provider';
import type { LeadVehicleType } from '../provider';
import { useCityChoices, useStateChoices } from '../../locations/choices';
import { LEAD_VEHICLE_TYPES } from '../leadManagement';
import { isFourWheeler, toGarageSearch, type GarageSearchFilters } from './model';
import { cityNameOf, stateNameOf } from '../../locations/names';
import { useAutocompleteTexts } from '../../../components/autocompleteTexts';
import { FOLLOWS_DIRECTION } from '../../../components/followsDirection';

const text = (key: string) => `resources.customerLeads.dispatch.${key}`;

/**
 * Send To Garage (002 'Customer leads and dispatch'). Ticks only ever refer to the garages of the
 * search on screen: changing a filter drops the results and the ticks, and Send posts the ticked
 * ids among those results, once. Every garage found is listed; one the server sent without an id
 * cannot be ticked, and says why.
 */
export function SendToGarageDialog({ lead, onClose }: { lead: CustomerLead; onClose: () => void }) {
  const translate = useTranslate();
  const autocompleteTexts = useAutocompleteTexts();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  // The dispatch call dropped the customer leads' cached rows: their list reads again.
  const leadsChanged = useListChanged();
  const dataProvider = useDataProvider<LeadDataProvider>();
  const titleId = useId();
  const noIdHintId = useId();
  // The vehicle type starts at the lead's own, so a bike lead is not offered car-only garages by default.
  const [filters, setFilters] = useState<GarageSearchFilters>(() => ({
    state: null,
    city: null,
    garageType: isFourWheeler(lead) ? 1 : 2,
    service: null,
  }));
  const [garages, setGarages] = useState<DispatchGarage[] | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // Garages ticked for the lead are the work a close would lose.
  const { requestClose, question } = useDiscardGuard(ticked.size > 0, onClose);
  const [searching, setSearching] = useState(false);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const searchRun = useRef(0);

  const stateList = useStateChoices();
  const cityList = useCityChoices(filters.state?.id);
  const { data: stateOptions = [], isPending: statesPending } = stateList;
  const { data: cityOptions = [], isPending: citiesPending } = cityList;

  const loadServices = useCallback(() => dataProvider.leadServices(), [dataProvider]);
  const serviceList = useOptions<Service>(loadServices);

  const change = (next: Partial<GarageSearchFilters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    // Results and ticks belong to the previous filters: drop them (and any search still running).
    searchRun.current += 1;
    setGarages(null);
    setTicked(new Set());
    setSearching(false);
  };

  const search = async () => {
    const run = ++searchRun.current;
    setSearching(true);
    setTicked(new Set());
    try {
      const answer = await dataProvider.searchLeadGarages(toGarageSearch(filters));
      // A 401 on the way ended the session: there are no results to show.
      if (run !== searchRun.current || signedOutDuringCall()) return;
      setGarages(answer.garages);
      notify(answer.message || text('searched'), { type: 'success', messageArgs: { _: answer.message } });
    } catch (error) {
      if (run !== searchRun.current) return;
      setGarages(null);
      notifyFailure(error, text('search_failed'));
    } finally {
      if (run === searchRun.current) setSearching(false);
    }
  };

  const shown = garages ?? [];
  // Only garages with an id can be ticked, selected all or sent to.
  const tickable = shown.flatMap((garage) => (garage._id ? [garage._id] : []));
  const chosen = tickable.filter((id) => ticked.has(id));
  const allTicked = tickable.length > 0 && chosen.length === tickable.length;

  const toggle = (id: string) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = async () => {
    if (sendingNow.current || chosen.length === 0) return;
    sendingNow.current = true;
    setSending(true);
    try {
      const answer = await dataProvider.dispatchLead(lead._id, chosen);
      if (signedOutDuringCall()) return;
      notify(answer?.message || text('sent'), { type: 'success', messageArgs: { count: chosen.length, _: answer?.message } });
      onClose();
      leadsChanged();
    } catch (error) {
      notifyFailure(error, text('send_failed'));
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  const busy = searching || sending;

  return (
    <Dialog open onClose={sending ? undefined : requestClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {question}
      <DialogTitle id={titleId}>{translate('resources.customerLeads.send_to_garage')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="dispatch-lead">
          {translate(text('lead'), {
            name: lead.customer?.name ?? '-',
            phone: lead.customer?.phone ?? '-',
            vehicle: [lead.vehicle?.brand, lead.vehicle?.model].filter(Boolean).join(' ') || '-',
          })}
        </Typography>
        <ChoicesFailure query={stateList} field={text('state')} />
        <ChoicesFailure query={cityList} field={text('city')} />
        <ChoicesFailure query={serviceList} field={text('service')} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
          <Autocomplete
            {...autocompleteTexts}
            size="small"
            sx={{ width: 200 }}
            options={stateOptions}
            loading={statesPending}
            value={filters.state}
            getOptionLabel={stateNameOf}
            // `id` is the state's `_id`, or its `id` (000 §3).
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, value) => change({ state: value, city: null })}
            renderInput={(params) => <TextField {...params} label={translate(text('state'))} />}
          />
          <Autocomplete
            {...autocompleteTexts}
            size="small"
            sx={{ width: 200 }}
            options={cityOptions}
            loading={Boolean(filters.state) && citiesPending}
            disabled={!filters.state}
            value={filters.city}
            getOptionLabel={cityNameOf}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, value) => change({ city: value })}
            renderInput={(params) => <TextField {...params} label={translate(text('city'))} />}
          />
          <TextField
            select
            fullWidth={false}
            size="small"
            sx={{ minWidth: 140 }}
            label={translate(text('vehicleType'))}
            value={filters.garageType}
            onChange={(event) => change({ garageType: event.target.value === '' ? '' : (Number(event.target.value) as LeadVehicleType) })}
          >
            <MenuItem value="">{translate('app.filters.all')}</MenuItem>
            {LEAD_VEHICLE_TYPES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {translate(choice.name)}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            {...autocompleteTexts}
            size="small"
            sx={{ width: 240 }}
            options={serviceList.options}
            loading={serviceList.loading}
            value={filters.service}
            getOptionLabel={(option) => option.serviceName ?? ''}
            isOptionEqualToValue={(option, value) => option._id === value._id}
            onChange={(_, value) => change({ service: value })}
            renderInput={(params) => <TextField {...params} label={translate(text('service'))} />}
          />
          <Button variant="outlined" startIcon={searching ? <CircularProgress size={16} /> : <SearchIcon />} onClick={search} disabled={busy}>
            {translate(text('search'))}
          </Button>
        </Box>
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={translate(text('garages'))}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allTicked}
                    disabled={tickable.length === 0 || sending}
                    onChange={() => setTicked(allTicked ? new Set() : new Set(tickable))}
                    slotProps={{ input: { 'aria-label': translate(text('select_all')) } }}
                  />
                </TableCell>
                <TableCell>{translate(text('garageName'))}</TableCell>
                <TableCell>{translate(text('ownerName'))}</TableCell>
                <TableCell>{translate(text('phone'))}</TableCell>
                <TableCell>{translate(text('city'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map(({ _id: id, garageName, garageOwnerName, phoneNumber, city }, index) => {
                const isTicked = id !== undefined && ticked.has(id);
                // A garage without an id is listed, but cannot be ticked: its row says why.
                const hintId = id === undefined ? `${noIdHintId}-${index}` : undefined;
                return (
                  <TableRow key={id ?? `no-id-${index}`} hover selected={isTicked}>
                    <TableCell padding="checkbox" title={hintId && translate('resources.customerLeads.garage_no_id')}>
                      <Checkbox
                        checked={isTicked}
                        disabled={sending || id === undefined}
                        onChange={() => id !== undefined && toggle(id)}
                        slotProps={{ input: { 'aria-label': garageName, 'aria-describedby': hintId } }}
                      />
                    </TableCell>
                    <TableCell>
                      {garageName}
                      {hintId && (
                        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {translate('resources.customerLeads.garage_no_id')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{garageOwnerName ?? '-'}</TableCell>
                    <TableCell>{phoneNumber ?? '-'}</TableCell>
                    <TableCell>{city ?? '-'}</TableCell>
                  </TableRow>
                );
              })}
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} align="center">
                    <Typography color="text.secondary" variant="body2">
                      {translate(garages === null ? text('hint') : text('empty'))}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, px: 2 }} role="status">
          {chosen.length > 0 ? translate(text('selected'), { smart_count: chosen.length }) : ''}
        </Typography>
        <Button onClick={requestClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <SendIcon sx={FOLLOWS_DIRECTION} />}
          onClick={send}
          disabled={chosen.length === 0 || busy}
        >
          {translate(text('send'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
