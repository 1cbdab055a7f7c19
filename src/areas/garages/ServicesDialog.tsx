import { Box, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Garage } from '../../api/types';
import type { GarageDataProvider } from './provider';
import { garageKeys } from './queryKeys';
import { DetailDialog } from '../../components/DetailDialog';
import { QueryState } from '../../components/QueryState';
import { type GarageDialogProps } from './GarageViewDialogs';
import { servicesFailureKey } from './model';
import { heldServiceId, heldServices, toAddServicesLines } from './servicesPayload';
import { useGarageChanged } from './useGarageActions';
import { garageIdForCalls } from '../../core/garageId';
import { WithGarageLists } from './heldLists';
import { signedOutDuringCall } from '../../auth/session';

const T = 'resources.garageManagement.services';

/** The garage's categories with every service of each (POST /category_service_list per category). */
function useCategoryServices(garage: Garage) {
  const dataProvider = useDataProvider<GarageDataProvider>();
  const categories = (garage.categories ?? []).filter((category) => category.categoryId);
  return useQuery({
    retry: false,
    queryKey: garageKeys.call('categoryServices', garageIdForCalls(garage), categories.map((category) => category.categoryId).join()),
    queryFn: () =>
      Promise.all(
        categories.map(async (category) => ({
          categoryId: category.categoryId!,
          categoryName: category.categoryName,
          services: (await dataProvider.categoryServices(category.categoryId!)).filter((service) => service.status !== false),
        })),
      ),
  });
}

/**
 * The add-services modal: tick services of the garage's categories, then POST /add_category_services.
 * Its categories and held services are the row's, or POST /getSingleGarage's when the row came
 * without them: a save sends back every service the garage holds and the modal did not untick.
 */
export function ServicesDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  return (
    <WithGarageLists
      garage={garage}
      fields={['categories', 'services']}
      fresh
      title={`${translate(`${T}.title`)}: ${garage.garageName}`}
      onClose={onClose}
    >
      {(held) => <ServicesEditor garage={held} onClose={onClose} />}
    </WithGarageLists>
  );
}

function ServicesEditor({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const changed = useGarageChanged();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const query = useCategoryServices(garage);
  // Ticked: every service the garage holds, under its categories too, so a save keeps what it did not untick.
  const [held] = useState<Set<string>>(() => new Set(heldServices(garage).map(heldServiceId).filter(Boolean)));
  const [chosen, setChosen] = useState(held);
  const [busy, setBusy] = useState(false);

  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async () => {
    // What the garage holds and the modal did not offer is sent back unchanged.
    const lines = toAddServicesLines(
      (query.data ?? []).flatMap((category) => category.services),
      chosen,
      garage,
    );
    setBusy(true);
    try {
      await dataProvider.addGarageServices(garageIdForCalls(garage), lines);
      // A 401 on the way ended the session: nothing was added.
      if (signedOutDuringCall()) return;
      notify(`${T}.added`, { type: 'success' });
      changed();
      onClose();
    } catch (error) {
      if (signedOutDuringCall()) return;
      const notice = servicesFailureKey(error);
      notify(notice.message, { type: notice.type });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailDialog
      title={`${translate(`${T}.title`)}: ${garage.garageName}`}
      onClose={onClose}
      dirty={chosen.size !== held.size || [...chosen].some((id) => !held.has(id))}
      actions={
        <Button variant="contained" onClick={submit} disabled={busy || query.isPending || Boolean(query.error)}>
          {translate(`${T}.submit`)}
        </Button>
      }
    >
      <QueryState query={query} errorText="resources.garageManagement.detail_load_error">
        {(categories) => (
          <>
            {categories.every((category) => category.services.length === 0) && (
              <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>
            )}
            {categories.map((category) => (
              <Box key={category.categoryId} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
                  {category.categoryName}
                </Typography>
                <FormGroup row>
                  {category.services.map((service) => (
                    <FormControlLabel
                      key={service._id}
                      control={<Checkbox checked={chosen.has(service._id)} onChange={() => toggle(service._id)} />}
                      label={service.serviceName}
                    />
                  ))}
                </FormGroup>
              </Box>
            ))}
          </>
        )}
      </QueryState>
    </DetailDialog>
  );
}
