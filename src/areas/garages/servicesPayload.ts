import type { Garage, GarageServiceLine } from '../../api/types';
import { toServiceLines } from './saves';

/** A service as a garage holds it; quantity and rate are kept when the server sends them back. */
type HeldService = NonNullable<Garage['services']>[number] & { quantity?: unknown; rate?: unknown };

/** The id the add-services modal ticks a held service by (the catalogue service's _id). */
export const heldServiceId = (service: HeldService): string => service.adminServiceId ?? service.serviceId ?? '';

/** A held amount as a number: a finite number, or one sent as text ("500"); else undefined. */
function amountOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
const numberOr = (value: unknown, fallback: number) => amountOf(value) ?? fallback;
const isAmount = (value: unknown) => amountOf(value) !== undefined;
const carriesAmounts = (service: HeldService) => isAmount(service.quantity) || isAmount(service.rate);

/**
 * The `services` of POST /add_category_services: the offered services that are ticked (quantity 1, rate 0,
 * or as held for one the garage has),
 * then every service the garage holds (its services, then its categories' services) that the modal did not
 * offer — deactivated since, or under a category without an id — sent back unchanged, so a save never
 * removes what the modal did not show. Each service once; a held service without an id cannot be sent.
 */
/** Every service the garage holds: its own list and its categories' (a row may carry either). */
export const heldServices = (garage: Pick<Garage, 'services' | 'categories'>): HeldService[] => [
  ...(garage.services ?? []),
  ...(garage.categories ?? []).flatMap((category) => category.services ?? []),
];

export function toAddServicesLines(
  offered: readonly { _id: string; serviceName?: string }[],
  chosen: ReadonlySet<string>,
  garage: Pick<Garage, 'services' | 'categories'>,
): GarageServiceLine[] {
  const offeredIds = new Set(offered.map((service) => service._id));
  const held = heldServices(garage);
  // A service held twice (in the list and under its category) keeps the copy that carries its quantity or rate.
  const heldById = new Map<string, HeldService>();
  for (const service of held) {
    const known = heldById.get(heldServiceId(service));
    if (!known || (!carriesAmounts(known) && carriesAmounts(service))) heldById.set(heldServiceId(service), service);
  }
  const lines = [
    // A ticked service the garage already holds keeps its name, quantity and rate (a new one starts at 1 and 0).
    ...toServiceLines(
      offered.filter((service) => chosen.has(service._id)).map((service) => ({ _id: service._id, serviceName: service.serviceName ?? '' })),
    ).map((line) => {
      const kept = heldById.get(line._id);
      return kept
        ? {
            ...line,
            serviceName: kept.serviceName || line.serviceName,
            quantity: numberOr(kept.quantity, line.quantity),
            rate: numberOr(kept.rate, line.rate),
          }
        : line;
    }),
    ...held
      .filter((service) => heldServiceId(service) && !offeredIds.has(heldServiceId(service)))
      .map((service) => ({
        _id: heldServiceId(service),
        serviceName: service.serviceName ?? '',
        quantity: numberOr(service.quantity, 1),
        rate: numberOr(service.rate, 0),
      })),
  ];
  const seen = new Set<string>();
  return lines.filter((line) => !seen.has(line._id) && Boolean(seen.add(line._id)));
}
