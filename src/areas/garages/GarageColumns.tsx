import { Suspense, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { DataTable, ListContext, useRecordContext, useTranslate } from 'react-admin';
import type { Garage } from '../../api/types';
import { EditRowButton } from '../../components/list/EditRowButton';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { CELL } from '../../components/list/cellStyles';
import { RowSwitch } from '../../components/list/RowSwitch';
import { isRowActionable } from '../../components/list/rowActionable';
import { SerialNumber } from '../../components/list/SerialNumber';
import { StatusBadge } from '../../components/list/StatusBadge';
import { product, productLabel } from '../../config';
import { formatDate } from '../../lib/dates';
import { businessTypeName, vehicleTypeKey } from '../../core/choices';
import type { Resource } from '../../core/defineResource';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';
import type { ResourceKey } from '../../components/RegistryContext';
import type { GarageDialogProps } from './GarageViewDialogs';
import { DialogLoading } from '../../components/DialogLoading';
import { lazyComponent } from '../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../components/useAfterFirstReads';
import { knownFlag } from '../../lib/knownFlag';
import { businessTypeOf, gstNumberOf } from '../../core/garageFields';

// The row modals load when first opened, or once the list's first reads are done: none is on the first screen.
const viewDialogs = () => import('./GarageViewDialogs');
const ReferCodeDialog = lazyComponent<GarageDialogProps>(async () => ({ default: (await viewDialogs()).ReferCodeDialog }));
const CategoriesDialog = lazyComponent<GarageDialogProps>(async () => ({ default: (await viewDialogs()).CategoriesDialog }));
const UrlDialog = lazyComponent<GarageDialogProps>(async () => ({ default: (await viewDialogs()).UrlDialog }));
const WorkingHoursDialog = lazyComponent<GarageDialogProps>(async () => ({ default: (await viewDialogs()).WorkingHoursDialog }));
const BankDetailsDialog = lazyComponent<GarageDialogProps>(async () => ({ default: (await viewDialogs()).BankDetailsDialog }));
const CoinsDialog = lazyComponent(async () => ({ default: (await import('./CoinsDialog')).CoinsDialog }));
const EditGarageDialog = lazyComponent(async () => ({ default: (await import('./EditGarageDialog')).EditGarageDialog }));
const GarageStatusDialog = lazyComponent(async () => ({ default: (await import('./GarageStatusDialog')).GarageStatusDialog }));
const ImagesDialog = lazyComponent(async () => ({ default: (await import('./ImagesDialog')).ImagesDialog }));
const ServicesDialog = lazyComponent(async () => ({ default: (await import('./ServicesDialog')).ServicesDialog }));
const SocialMediaDialog = lazyComponent(async () => ({ default: (await import('./SocialMediaDialog')).SocialMediaDialog }));
const ROW_DIALOGS = [
  ReferCodeDialog,
  CategoriesDialog,
  UrlDialog,
  WorkingHoursDialog,
  BankDetailsDialog,
  CoinsDialog,
  EditGarageDialog,
  GarageStatusDialog,
  ImagesDialog,
  ServicesDialog,
  SocialMediaDialog,
];

const T = 'resources.garageManagement';

/** Every modal a garage row opens. */
export type GarageDialogKind =
  | 'refer'
  | 'categories'
  | 'services'
  | 'images'
  | 'bank'
  | 'social'
  | 'url'
  | 'subscriptions'
  | 'hours'
  | 'coins'
  | 'status'
  | 'edit';

export interface OpenGarageDialog {
  kind: GarageDialogKind;
  garage: Garage;
}

type Open = (kind: GarageDialogKind, garage: Garage) => void;

/** What the garage columns' cells say with: react-admin's translate of the screen. */
type Translate = ReturnType<typeof useTranslate>;

/** The modals that read or write the garage by its id: off on a row sent without one. The rest show the row itself. */
const CALLS_BY_ID = new Set<GarageDialogKind>(['categories', 'services', 'images', 'bank', 'social', 'subscriptions']);

/**
 * 'View' (with a count where the column has one); its accessible name names the column and the garage.
 * A plain element made by the column's render, not a component per cell (nine per row).
 */
function viewButton(
  garage: Garage,
  kind: GarageDialogKind,
  label: string,
  open: Open,
  translate: Translate,
  count?: (garage: Garage) => number | undefined,
) {
  const view = translate(`${T}.view`);
  // A list the row was read without has no count to show, not (0).
  const shown = count?.(garage);
  return (
    <button
      type="button"
      className={CELL.button}
      onClick={() => open(kind, garage)}
      disabled={CALLS_BY_ID.has(kind) && !isRowActionable(garage)}
      aria-label={`${view} ${translate(label)}: ${garage.garageName}`}
    >
      {shown === undefined ? view : `${view} (${shown})`}
    </button>
  );
}

function coinsButton(garage: Garage, open: Open, translate: Translate) {
  return (
    <button
      type="button"
      className={CELL.link}
      onClick={() => open('coins', garage)}
      disabled={!isRowActionable(garage)}
      aria-label={`${translate(`${T}.coins.title`)}: ${garage.garageName}, ${garage.coins ?? translate('app.not_available')}`}
    >
      {garage.coins ?? translate('app.not_available')}
    </button>
  );
}

/** Activate/deactivate: opens the Garage Status modal (optional reason). */
function StatusSwitch({ open }: { open: Open }) {
  const translate = useTranslate();
  const garage = useRecordContext<Garage>();
  if (!garage) return null;
  const action = translate(garage.status ? 'app.status.deactivate' : 'app.status.activate');
  return <RowSwitch checked={knownFlag(garage.status)} onChange={() => open('status', garage)} label={`${action}: ${garage.garageName}`} />;
}

/**
 * The view columns of 000 §2 from serial to working hours, and the status badge; Garage Management and
 * Approve Garage share them. Made again when the language changes (`translate`).
 */
export function garageColumns(open: Open, translate: Translate) {
  const view = (source: string, kind: GarageDialogKind, label: string, count?: (garage: Garage) => number | undefined) => (
    <DataTable.Col
      key={source}
      source={source}
      label={label}
      disableSort
      render={(row: Garage) => viewButton(row, kind, label, open, translate, count)}
    />
  );
  return [
    <DataTable.Col key="serial" label="app.columns.serial" render={() => <SerialNumber />} disableSort />,
    <DataTable.Col
      key="imagePath"
      source="imagePath"
      label={`${T}.fields.image`}
      disableSort
      render={(row: Garage) => <InitialsAvatar src={row.imagePath} name={row.garageName} />}
    />,
    <DataTable.Col
      key="registationDate"
      source="registationDate"
      label={`${T}.fields.registationDate`}
      render={(row: Garage) => formatDate(row.registationDate)}
    />,
    // Named by the product's label, as the portal is: 'Marketplace ID' for the marketplace.
    <DataTable.Col key="marketplaceId" source={`${product}Id`} label={translate(`${T}.fields.marketplaceId`, { label: productLabel })} />,
    <DataTable.Col
      key="coins"
      source="coins"
      label={`${T}.fields.coins`}
      align="right"
      render={(row: Garage) => coinsButton(row, open, translate)}
    />,
    <DataTable.Col key="garageName" source="garageName" label={`${T}.fields.garageName`} />,
    <DataTable.Col key="garageOwnerName" source="garageOwnerName" label={`${T}.fields.ownerName`} />,
    <DataTable.Col key="email" source="email" label={`${T}.fields.email`} />,
    <DataTable.Col key="phoneNumber" source="phoneNumber" label={`${T}.fields.phoneNumber`} />,
    <DataTable.Col key="address" source="address" label={`${T}.fields.address`} />,
    <DataTable.Col key="state" source="state" label={`${T}.fields.state`} />,
    <DataTable.Col key="city" source="city" label={`${T}.fields.city`} />,
    <DataTable.Col key="area" source="area" label={`${T}.fields.area`} />,
    <DataTable.Col key="pancardNumber" source="pancardNumber" label={`${T}.fields.pancardNumber`} />,
    <DataTable.Col
      key="gstNumber"
      source="gstNumber"
      label={`${T}.fields.gstNumber`}
      render={(row: Garage) => gstNumberOf(row) || translate('app.not_available')}
    />,
    <DataTable.Col
      key="businessType"
      source="businessType"
      label={`${T}.fields.businessType`}
      render={(row: Garage) => businessTypeText(businessTypeOf(row), translate)}
    />,
    <DataTable.Col
      key="garageType"
      source="garageType"
      label={`${T}.fields.vehicleType`}
      render={(row: Garage) => translate(vehicleTypeKey(row.garageType))}
    />,
    view('garageReferenceCode', 'refer', `${T}.fields.referCode`),
    view('categories', 'categories', `${T}.fields.categories`, (garage) => garage.categories?.length),
    view('services', 'services', `${T}.fields.services`, (garage) => garage.services?.length),
    view('garageImages', 'images', `${T}.fields.images`),
    view('banks', 'bank', `${T}.fields.bankDetails`),
    view('socialMedias', 'social', `${T}.fields.socialMedia`),
    view('urlLink', 'url', `${T}.fields.urlLink`),
    view('subscriptions', 'subscriptions', `${T}.fields.subscriptions`),
    view('workingHours', 'hours', `${T}.fields.workingHours`),
    <DataTable.Col
      key="status"
      source="status"
      label="app.columns.status"
      render={(row: Garage) => <GarageStatusBadge active={knownFlag(row.status)} />}
    />,
  ];
}

/** Edit and activate/deactivate (Garage Management only). */
export function garageActionColumn(open: Open) {
  return (
    <DataTable.Col
      key="action"
      label="app.columns.action"
      disableSort
      render={() => (
        <span style={{ display: 'inline-flex', alignItems: 'center' }}>
          <EditRowButton<Garage> onEdit={(garage) => open('edit', garage)} nameOf={(garage) => garage.garageName} />
          <StatusSwitch open={open} />
        </span>
      )}
    />
  );
}

function GarageStatusBadge({ active }: { active: boolean | undefined }) {
  const translate = useTranslate();
  return <StatusBadge active={active} inactiveLabel={translate(`${T}.inactive`)} />;
}

function businessTypeText(value: unknown, translate: Translate): string {
  const name = businessTypeName(value);
  return name ? translate(`${T}.business.${name}`, { _: name }) : '-';
}

/** Another area's dialog about the row, reached through the registry (the four-tab subscriptions modal loads when first opened). */
function RowDialogOf({ resourceKey, record, onClose }: { resourceKey: ResourceKey; record: Garage; onClose: () => void }) {
  const Dialog = useResourceDefinition(resourceKey).rowDialog;
  if (!Dialog) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <Dialog open record={record} onClose={onClose} />
    </Suspense>
  );
}

/** The open modal of a garage row, if any: rendered in the list's dialogs, whose Suspense boundary shows a loading dialog while its code comes. */
export function GarageRowDialog({ dialog, resource, onClose }: { dialog: OpenGarageDialog | null; resource: Resource<Garage>; onClose: () => void }) {
  usePreloadAfterFirstReads(ROW_DIALOGS);
  if (!dialog) return null;
  const props = { garage: dialog.garage, onClose };
  switch (dialog.kind) {
    case 'refer':
      return <ReferCodeDialog {...props} />;
    case 'categories':
      return <CategoriesDialog {...props} />;
    case 'services':
      return <ServicesDialog {...props} />;
    case 'images':
      return <ImagesDialog {...props} />;
    case 'bank':
      return <BankDetailsDialog {...props} />;
    case 'social':
      return <SocialMediaDialog {...props} />;
    case 'url':
      return <UrlDialog {...props} />;
    case 'subscriptions':
      return <RowDialogOf resourceKey="subscriptions" record={props.garage} onClose={props.onClose} />;
    case 'hours':
      return <WorkingHoursDialog {...props} />;
    case 'coins':
      return <CoinsDialog {...props} />;
    case 'status':
      return <GarageStatusDialog {...props} />;
    case 'edit':
      return <EditGarageDialog {...props} resource={resource} />;
  }
}

/**
 * The row modals' state lives in its own small component, so opening one re-renders the modal
 * rather than the 28-column table. Returns the memoised columns and the host to render once.
 */
export function useGarageRowDialogs(resource: Resource<Garage>, withActions: boolean) {
  const [channel] = useState(dialogChannel);
  const translate = useTranslate();
  const columns = useMemo(
    () => [...garageColumns(channel.open, translate), ...(withActions ? [garageActionColumn(channel.open)] : [])],
    [channel, withActions, translate],
  );
  const host = <GarageDialogHost resource={resource} register={channel.register} />;
  return { columns, host };
}

/** What a row's buttons open with: the host registers its setter once mounted. */
function dialogChannel() {
  let set: (dialog: OpenGarageDialog | null) => void = () => undefined;
  const open: Open = (kind, garage) => set({ kind, garage });
  const register = (next: typeof set) => {
    set = next;
  };
  return { open, register };
}

function GarageDialogHost({
  resource,
  register,
}: {
  resource: Resource<Garage>;
  register: (set: (dialog: OpenGarageDialog | null) => void) => void;
}) {
  const [dialog, setDialog] = useState<OpenGarageDialog | null>(null);
  useLayoutEffect(() => register(setDialog), [register]);
  const rows = useContext(ListContext)?.data as Garage[] | undefined;
  // A view modal shows the garage's row as the list now holds it: opened just after an edit, it
  // changes to the saved values once the list has reloaded. Forms keep the record they opened with.
  const current =
    dialog && VIEW_DIALOGS.has(dialog.kind) ? { ...dialog, garage: rows?.find((row) => sameGarage(row, dialog.garage)) ?? dialog.garage } : dialog;
  return <GarageRowDialog dialog={current} resource={resource} onClose={() => setDialog(null)} />;
}

/** The list's row for a garage, by react-admin's row id (from `_id` or `garageId`); a row without one is none other. */
function sameGarage(row: Garage, garage: Garage): boolean {
  const id = (garage as { id?: unknown }).id;
  return id !== undefined && (row as { id?: unknown }).id === id;
}

/** The row modals that only show the row (no form of their own). */
const VIEW_DIALOGS = new Set<OpenGarageDialog['kind']>(['refer', 'categories', 'bank', 'url', 'hours']);
