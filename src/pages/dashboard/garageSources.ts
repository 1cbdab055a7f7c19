/**
 * The dashboard's figures over the garage-sized lists (tens of megabytes at 100,000 garages). Each
 * reads the same call and rows as its list screen and reduces them to a few numbers; light imports
 * only, so this also runs inside the dashboard's Worker.
 */
import { api } from '../../api/endpoints';
import { request } from '../../api/http';
import type { Garage } from '../../api/types';
import { isPendingApproval } from '../../resources/garages/payloads';
import { ageAggregator, garageAggregator, topAggregator, type AgeFigures, type Aggregator, type GarageFigures, type NamedCount } from './aggregates';

/** At 100,000 garages these answers run to hundreds of megabytes; the Worker waits for them longer than for other calls. */
const WHOLE_LIST_TIMEOUT_MS = 180_000;

export interface GarageSourceResults {
  /** Garage Management's rows: registrations, states, business types. */
  garages: GarageFigures;
  /** Approve Garage's rows by how long they have waited. */
  approvals: AgeFigures;
  /** Our Garage's rows: the ten cities with most garages. */
  cities: NamedCount[];
}

export type GarageSourceKind = keyof GarageSourceResults;

interface GarageSource<Kind extends GarageSourceKind> {
  rows: (signal?: AbortSignal) => Promise<Garage[]>;
  aggregator: (now: Date) => Aggregator<Garage, GarageSourceResults[Kind]>;
}

export const garageSources: { [Kind in GarageSourceKind]: GarageSource<Kind> } = {
  garages: {
    rows: async (signal) => ((await request(api.garageList, undefined, { signal, timeoutMs: WHOLE_LIST_TIMEOUT_MS })).garages ?? []).filter((garage) => garage.accountStatus === 'active'),
    aggregator: (now) => garageAggregator(now),
  },
  approvals: {
    rows: async (signal) => ((await request(api.garageApprovalList, undefined, { signal, timeoutMs: WHOLE_LIST_TIMEOUT_MS })).garages ?? []).filter(isPendingApproval),
    aggregator: (now) => ageAggregator<Garage>(now, (garage) => garage.registationDate),
  },
  cities: {
    rows: async (signal) => (await request(api.onlineGarageList, undefined, { signal, timeoutMs: WHOLE_LIST_TIMEOUT_MS })).data?.data ?? [],
    aggregator: () => topAggregator<Garage>((garage) => garage.city),
  },
};

/** What the page asks the Worker, and what it answers. */
export interface WorkerAsk {
  kind: GarageSourceKind;
  /** The stored session (`admin` key): the Worker has no local storage to read the token from. */
  session: string | null;
  now: number;
}

export type WorkerAnswer = { result: unknown } | { error: { message: string; status: number } };
