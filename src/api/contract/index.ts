/**
 * The contract of the 99 documented calls (spec 000, 001, 002, sections 3, 7 and 8): one runtime
 * schema per request and answer, by area as the sandbox's handlers are grouped. This module is small
 * and carries no schema: an area's module (with the schema library) loads when a call of its is first
 * sent, so neither is on the start-up path.
 */
import type * as access from './access';
import type * as catalogue from './catalogue';
import type * as garages from './garages';
import type * as leads from './leads';
import type * as locations from './locations';
import type * as marketplace from './marketplace';
import type * as reports from './reports';
import type * as seo from './seo';
import type * as staff from './staff';
import type * as subscriptions from './subscriptions';
import type * as uploads from './uploads';
import type { CallContract, Infer, Schema } from './kit';
import { CALLS, type CallKey, type ContractArea, type SendingOf } from './calls';

// The call names, how each is sent, and a call's contract live below this module (the schemas name calls too).
export { CALL_TABLE, sendingOf, type HttpMethod, type Sending, type SendingOf } from './calls';
export { CALLS, type CallContract, type CallKey, type ContractArea };

type Contracts = typeof access.calls &
  typeof catalogue.calls &
  typeof garages.calls &
  typeof leads.calls &
  typeof locations.calls &
  typeof marketplace.calls &
  typeof reports.calls &
  typeof seo.calls &
  typeof staff.calls &
  typeof subscriptions.calls &
  typeof uploads.calls;

/** The body a call sends, as its contract describes it (FormData for a multipart form, void for none). */
export type CallRequest<Call extends string> = Call extends keyof Contracts & CallKey
  ? Contracts[Call] extends { request: infer Body extends Schema }
    ? Infer<Body>
    : SendingOf<Call> extends { multipart: true }
      ? FormData
      : void
  : never;

/** A call's answer, as its contract describes it. */
export type CallAnswer<Call extends string> = Call extends keyof Contracts ? Infer<Contracts[Call]['answer']> : never;

interface AreaModule {
  calls: Partial<Record<CallKey, CallContract>>;
}

const AREAS: Record<ContractArea, () => Promise<AreaModule>> = {
  access: () => import('./access'),
  catalogue: () => import('./catalogue'),
  garages: () => import('./garages'),
  leads: () => import('./leads'),
  locations: () => import('./locations'),
  marketplace: () => import('./marketplace'),
  reports: () => import('./reports'),
  seo: () => import('./seo'),
  staff: () => import('./staff'),
  subscriptions: () => import('./subscriptions'),
  uploads: () => import('./uploads'),
};

const areaOf = new Map<string, ContractArea>(
  (Object.entries(CALLS) as [ContractArea, readonly CallKey[]][]).flatMap(([area, calls]) => calls.map((call) => [call, area] as const)),
);

/** The area a call's contract is in. */
export function areaOfCall(call: CallKey): ContractArea {
  const area = areaOf.get(call);
  if (!area) throw new Error(`${call} is not a documented call`);
  return area;
}

/** The contract of one call (its area's schemas load on first use). */
export async function loadContract(call: CallKey): Promise<CallContract> {
  const area = areaOfCall(call);
  const contract = (await AREAS[area]()).calls[call];
  if (!contract) throw new Error(`${call} has no contract in ${area}`);
  return contract;
}

/** Every call's contract (the API check, the OpenAPI document, tests). */
export async function loadAllContracts(): Promise<ReadonlyMap<CallKey, CallContract>> {
  const modules = await Promise.all((Object.keys(AREAS) as ContractArea[]).map((area) => AREAS[area]()));
  return new Map(modules.flatMap((module) => Object.values(module.calls).map((contract) => [contract.call, contract] as const)));
}
