import type { ReactElement } from 'react';
import { DataTable, useDataProvider, useRefresh } from 'react-admin';
import type { Garage } from '../../../api/types';
import type { GarageDataProvider } from '../calls';
import { GarageRowDialog, garageColumns, type GarageDialogKind } from '../GarageColumns';
import { AnalyticsDialog } from './AnalyticsDialog';
import { EditOnlineGarageDialog } from './EditOnlineGarageDialog';
import { onlineApproveGarage, ourGarage } from './index';

/** Modals of a marketplace garage row: the garage portal's detail modals plus this portal's edit and analytics. */
export type OnlineGarageDialogKind = Exclude<GarageDialogKind, 'coins' | 'subscriptions' | 'status' | 'edit'> | 'onlineEdit' | 'analytics';
export type OpenOnlineGarage = (kind: OnlineGarageDialogKind, garage: Garage) => void;

/** Columns of the garage portal that this portal does not show (002 lists no coins, subscriptions or that status). */
const NOT_IN_THIS_PORTAL = new Set(['coins', 'subscriptions', 'status']);

/** The garage portal's columns and detail views (000 §2) without coins and subscriptions. */
export function onlineGarageColumns(open: OpenOnlineGarage): ReactElement[] {
  return garageColumns((kind, garage) => open(kind as OnlineGarageDialogKind, garage)).filter(
    (column) => !NOT_IN_THIS_PORTAL.has(String(column.key)),
  );
}

/** A text column of names (specializations of requested garages, categories of live ones). */
export function namesColumn(source: 'specializations' | 'categories', label: string) {
  return (
    <DataTable.Col
      key={source}
      source={source}
      label={label}
      disableSort
      render={(row: Garage) =>
        (source === 'specializations' ? row.specializations?.map((entry) => entry.name) : row.categories?.map((entry) => entry.categoryName))?.join(', ') || '-'
      }
    />
  );
}

/** Modals that change the garage (services, images, social media): the marketplace lists reload after them. */
const CHANGING: ReadonlySet<OnlineGarageDialogKind> = new Set(['services', 'images', 'social']);

export function OnlineGarageDialog({ dialog, onClose }: { dialog: { kind: OnlineGarageDialogKind; garage: Garage } | null; onClose: () => void }) {
  const dataProvider = useDataProvider<GarageDataProvider>();
  const refresh = useRefresh();
  if (!dialog) return null;
  const close = () => {
    if (CHANGING.has(dialog.kind)) {
      dataProvider.invalidate(ourGarage.route);
      dataProvider.invalidate(onlineApproveGarage.route);
      refresh();
    }
    onClose();
  };
  if (dialog.kind === 'onlineEdit') return <EditOnlineGarageDialog garage={dialog.garage} onClose={onClose} />;
  if (dialog.kind === 'analytics') return <AnalyticsDialog garage={dialog.garage} onClose={onClose} />;
  return <GarageRowDialog dialog={{ kind: dialog.kind, garage: dialog.garage }} resource={ourGarage} onClose={close} />;
}
