import type { ReactElement } from 'react';
import { DataTable } from 'react-admin';
import type { Garage } from '../../../api/types';
import { GarageRowDialog, garageColumns, type GarageDialogKind } from '../GarageColumns';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';

/** This portal's row modals load when first opened, or once the list's first reads are done. */
const AnalyticsDialog = lazyComponent(async () => ({ default: (await import('./AnalyticsDialog')).AnalyticsDialog }));
const EditOnlineGarageDialog = lazyComponent(async () => ({ default: (await import('./EditOnlineGarageDialog')).EditOnlineGarageDialog }));
const ONLINE_DIALOGS = [AnalyticsDialog, EditOnlineGarageDialog];

/** Modals of a marketplace garage row: the garage portal's detail modals plus this portal's edit and analytics. */
export type OnlineGarageDialogKind = Exclude<GarageDialogKind, 'coins' | 'subscriptions' | 'status' | 'edit'> | 'onlineEdit' | 'analytics';
export type OpenOnlineGarage = (kind: OnlineGarageDialogKind, garage: Garage) => void;

/** Columns of the garage portal that this portal does not show (002 lists no coins, subscriptions or that status). */
const NOT_IN_THIS_PORTAL = new Set(['coins', 'subscriptions', 'status']);

/** The garage portal's columns and detail views (000 §2) without coins and subscriptions. */
export function onlineGarageColumns(open: OpenOnlineGarage, translate: Parameters<typeof garageColumns>[1]): ReactElement[] {
  return garageColumns((kind, garage) => open(kind as OnlineGarageDialogKind, garage), translate).filter(
    (column) => !NOT_IN_THIS_PORTAL.has(String(column.key)),
  );
}

/** A text column of names (specializations of requested garages, categories of live ones). */
export function namesColumn(source: 'specializations' | 'categories', label: string) {
  return (
    // The live garages' names column is apart from the Categories view column (its own id: shown and hidden alone).
    <DataTable.Col
      key={source === 'categories' ? 'categoryNames' : source}
      source={source === 'categories' ? 'categoryNames' : source}
      label={label}
      disableSort
      render={(row: Garage) =>
        (source === 'specializations' ? row.specializations?.map((entry) => entry.name) : row.categories?.map((entry) => entry.categoryName))?.join(
          ', ',
        ) || '-'
      }
    />
  );
}

/**
 * The garage calls that write drop the lists' cached rows, and their dialogs reload the screen. Rendered
 * in the list's dialogs, whose Suspense boundary shows a loading dialog while a modal's code comes.
 */
export function OnlineGarageDialog({ dialog, onClose }: { dialog: { kind: OnlineGarageDialogKind; garage: Garage } | null; onClose: () => void }) {
  const ourGarage = useResourceDefinition('ourGarage');
  usePreloadAfterFirstReads(ONLINE_DIALOGS);
  if (!dialog) return null;
  if (dialog.kind === 'onlineEdit') return <EditOnlineGarageDialog garage={dialog.garage} onClose={onClose} />;
  if (dialog.kind === 'analytics') return <AnalyticsDialog garage={dialog.garage} onClose={onClose} />;
  return <GarageRowDialog dialog={{ kind: dialog.kind, garage: dialog.garage }} resource={ourGarage} onClose={onClose} />;
}
