import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { createElement } from 'react';
import { type RowDialogProps } from '../../core/defineResource';
import { api } from '../../api/endpoints';
import type { SubscriptionListRow } from '../../api/types';
import { defineReport, exportColumnsOf, garageFilterBody, type ReportColumn } from '../../data/defineReport';
import { cell, whenRule, type RowRule } from '../../data/rowRules';
import { PLANS, isExpired } from './expiry';
import { lazyComponent } from '../../lib/lazyComponent';

/** The expiry day has ended (`isExpired`), as a rule the list worker applies. */
const EXPIRED: RowRule = { field: 'expiryDate', past: 'day' };
/** A garage without an expiry date (no plan): neither active nor expired. */
const NO_EXPIRY: RowRule = { not: { field: 'expiryDate', truthy: true } };

/** Subscription list columns: the row fields of 001 §3 in order, then the plan's state. */
export const subscriptionColumns: ReportColumn<SubscriptionListRow>[] = [
  { source: 'registrationDate', label: 'resources.subscriptions.fields.registrationDate', header: 'Registration Date', kind: 'date' },
  { source: 'garageName', label: 'resources.subscriptions.fields.garageName', header: 'Garage Name' },
  { source: 'garageId', label: 'resources.subscriptions.fields.garageId', header: 'Garage ID' },
  {
    source: 'currentPlan',
    label: 'resources.subscriptions.fields.currentPlan',
    header: 'Current Plan',
    kind: 'label',
    // A plan this console does not know shows as the server wrote it.
    labelKey: (row) =>
      row.currentPlan && (PLANS as readonly string[]).includes(row.currentPlan)
        ? `resources.subscriptions.plans.${row.currentPlan}`
        : row.currentPlan || '-',
  },
  { source: 'subscriptionDate', label: 'resources.subscriptions.fields.subscriptionDate', header: 'Subscription Date', kind: 'date' },
  { source: 'expiryDate', label: 'resources.subscriptions.fields.expiryDate', header: 'Expiry Date', kind: 'date' },
  { source: 'lifetimeEarnings', label: 'resources.subscriptions.fields.lifetimeEarnings', header: 'Lifetime Earnings', kind: 'money' },
  { source: 'phone', label: 'resources.subscriptions.fields.phone', header: 'Phone' },
  { source: 'email', label: 'resources.subscriptions.fields.email', header: 'Email' },
  {
    source: 'status',
    label: 'app.columns.status',
    header: 'Status',
    kind: 'label',
    labelKey: (row) =>
      !row.expiryDate ? undefined : isExpired(row.expiryDate) ? 'resources.subscriptions.status.expired' : 'resources.subscriptions.status.active',
    exportValue: cell({ when: NO_EXPIRY, then: { text: '-' }, else: { when: EXPIRED, then: { text: 'Expired' }, else: { text: 'Active' } } }),
  },
];

/** `POST /listofSubscriptionData {limit, page, garageId}` (001 §7); '' asks for every garage. */
export function toSubscriptionListRequest(page: number, perPage: number, filter: Record<string, unknown>) {
  return { limit: perPage, page, ...garageFilterBody(filter) };
}

export const subscriptions = defineReport<SubscriptionListRow>(
  {
    name: 'Subscription',
    key: 'subscriptions',
    actsById: true,
    portal: 'vrgarage',
    menu: { group: 'analytics', icon: CardMembershipIcon, order: 65 },
    list: lazyComponent(() => import('./SubscriptionList')),
    // The garage table opens a garage's subscriptions through the registry.
    rowDialog: lazyComponent(async () => {
      const { SubscriptionsDialog } = await import('./SubscriptionsDialog');
      return { default: ({ record, ...props }: RowDialogProps) => createElement(SubscriptionsDialog, { ...props, garage: record }) };
    }),
    idField: 'garageId',
    pageSize: 10,
    // Not a fetch filter (the server pages): it tells the report screen to show the garage picker.
    fetchFilters: ['garageId'],
    read: {
      pages: api.subscriptionList,
      body: ({ page, perPage, filter }) => toSubscriptionListRequest(page, perPage, filter),
      rows: 'data',
      total: 'totalCount',
      limit: 'limit',
    },
    search: ['garageName', 'garageId', 'currentPlan', 'phone', 'email'],
    dateField: 'subscriptionDate',
    card: { title: 'garageName', facts: ['currentPlan', 'expiryDate', 'status'] },
    isActive: whenRule({ all: [{ not: NO_EXPIRY }, { not: EXPIRED }] }),
    isInactive: whenRule(EXPIRED),
    statusLabels: { active: 'resources.subscriptions.status.active', inactive: 'resources.subscriptions.status.expired' },
    export: { columns: exportColumnsOf(subscriptionColumns) },
  },
  subscriptionColumns,
);
