import { DataTable, useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import { choiceText, FUEL_CHOICES } from '../../../core/choices';
import type { LeadListRow } from '../../../api/types';
import { RowChip } from '../../../components/list/RowChip';
import { formatDate } from '../../../lib/dates';
import { isCoinClicked, LEAD_SOURCE_CHOICES } from './model';
import { fieldLabels } from '../../../core/labels';

function CoinStatus() {
  const row = useRecordContext<LeadListRow>();
  const translate = useTranslate();
  if (!row) return null;
  // A lead sent without its coin status is unknown, not 'Not Clicked'.
  if (row.coinStatus === undefined || row.coinStatus === null || row.coinStatus === '') return <>-</>;
  const clicked = isCoinClicked(row);
  return (
    <RowChip tone={clicked ? 'success' : 'default'}>
      {translate(clicked ? 'resources.leadManagement.coin.clicked' : 'resources.leadManagement.coin.not_clicked')}
    </RowChip>
  );
}

const field = fieldLabels('leadManagement');

/**
 * The columns of both lead lists (001 §2.10, §2.11), as an array so a DataTable takes them as its
 * own children. `sortable` is false for server-paged lists, which the API cannot sort.
 */
export function leadColumns({ sortable, translate }: { sortable: boolean; translate: TranslateFunction }) {
  const disableSort = !sortable;
  return [
    <DataTable.Col key="customer" source="customer.name" label={field('customer')} disableSort={disableSort} />,
    <DataTable.Col key="phone" source="customer.phone" label={field('phone')} disableSort />,
    <DataTable.Col key="email" source="customer.email" label={field('email')} disableSort />,
    <DataTable.Col key="location" source="customer.location" label={field('location')} disableSort={disableSort} />,
    <DataTable.Col key="brand" source="vehicle.brand" label={field('brand')} disableSort={disableSort} />,
    <DataTable.Col key="model" source="vehicle.model" label={field('model')} disableSort={disableSort} />,
    <DataTable.Col
      key="fuelType"
      source="vehicle.fuelType"
      label={field('fuelType')}
      disableSort={disableSort}
      render={(row: LeadListRow) => choiceText(translate, FUEL_CHOICES, row.vehicle?.fuelType)}
    />,
    <DataTable.Col key="description" source="description" label={field('description')} disableSort sx={{ minWidth: 220 }} />,
    <DataTable.Col key="serviceName" source="serviceName" label={field('serviceName')} disableSort={disableSort} />,
    <DataTable.Col key="garageName" source="garageName" label={field('garageName')} disableSort={disableSort} />,
    <DataTable.Col key="garageCity" source="garageCity" label={field('garageCity')} disableSort={disableSort} />,
    <DataTable.Col key="date" source="date" label={field('date')} disableSort={disableSort} render={(row: LeadListRow) => formatDate(row.date)} />,
    <DataTable.Col
      key="source"
      source="source"
      label={field('source')}
      disableSort={disableSort}
      render={(row: LeadListRow) => choiceText(translate, LEAD_SOURCE_CHOICES, row.source)}
    />,
    <DataTable.Col key="status" source="status" label={field('status')} disableSort={disableSort} />,
    <DataTable.Col key="coinStatus" source="coinStatus" label={field('coinStatus')} disableSort={disableSort} render={() => <CoinStatus />} />,
    <DataTable.Col key="garageCoins" source="garageCoins" label={field('garageCoins')} disableSort={disableSort} align="right" />,
  ];
}
