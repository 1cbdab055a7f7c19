import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useDataProvider } from 'react-admin';
import { AnswerUnreadable, UNREADABLE_FIELD, unreadableFieldsOf } from '../../api/http';
import type { Garage } from '../../api/types';
import { DetailDialog } from '../../components/DetailDialog';
import { QueryState } from '../../components/QueryState';
import { garageIdForCalls } from '../../core/garageId';
import type { GarageDataProvider } from './provider';
import { garageKeys } from './queryKeys';
import { garageFetchErrorKey } from './model';
import { READ_ONCE_PER_OPEN } from '../../data/queryClient';

/** The lists of a garage its row modals show, and save whole. */
export type HeldList = 'socialMedias' | 'garageImages' | 'workingHours' | 'banks' | 'categories' | 'services';
type ListOf<K extends HeldList> = NonNullable<Garage[K]>;
/** The garage with the lists `K` as it holds them. */
export type GarageWith<K extends HeldList> = Garage & { [F in K]-?: ListOf<F> };

/** The list as the row was read with it; undefined when the row came without it or it could not be read. */
export function listInRow<K extends HeldList>(garage: Garage, field: K): ListOf<K> | undefined {
  const value = garage[field];
  return Array.isArray(value) && !unreadableFieldsOf(garage).includes(field) ? (value as ListOf<K>) : undefined;
}

/**
 * The garage as POST /getSingleGarage answered it, over its list row: a field the answer did not
 * carry, or could not read, is the row's. It is marked unreadable where neither held it readably, so
 * a save leaves it out rather than sending it emptied.
 */
export function garageOverRow(row: Garage, single: Garage): Garage {
  const inRow = unreadableFieldsOf(row);
  const inSingle = unreadableFieldsOf(single);
  const unreadable = [...new Set([...inRow, ...inSingle])].filter((field) =>
    field in single ? inSingle.includes(field) : inRow.includes(field) || !(field in row),
  );
  const merged: Record<string, unknown> = { ...row, ...single };
  if (unreadable.length) merged[UNREADABLE_FIELD] = unreadable;
  else delete merged[UNREADABLE_FIELD];
  return merged as Garage;
}

/**
 * The garage with the lists a modal needs. A modal that saves a list whole (`fresh`) reads the garage
 * with POST /getSingleGarage each time it opens: the list row may be one from before the last save,
 * shown while the list reloads, and must not be sent back over it. A modal that only shows a list shows
 * the row's as the row is now (opened just after an edit, it changes with the list's reload), and reads
 * the garage only when the row came without it. A list the single garage does not carry is the row's,
 * else none; one it could not read fails the read, named (call, field), with Retry.
 */
export function useGarageWith<K extends HeldList>(garage: Garage, fields: readonly K[], { fresh = false } = {}) {
  const dataProvider = useDataProvider<GarageDataProvider>();
  const inRow = !fresh && fields.every((field) => listInRow(garage, field) !== undefined);
  const query = useQuery({
    retry: false,
    queryKey: garageKeys.call('singleGarage', garageIdForCalls(garage), fields.join()),
    queryFn: async () => {
      const single = await dataProvider.singleGarage(garageIdForCalls(garage));
      const unreadable = unreadableFieldsOf(single);
      const lists = fields.map((field) => {
        // A list the answer could not read is never shown as none, nor saved whole over what it holds.
        if (unreadable.includes(field) && (fresh || listInRow(garage, field) === undefined))
          throw new AnswerUnreadable({ call: 'POST /getSingleGarage', field: `data.${field}`, expected: 'list' });
        const held = single[field];
        return [field, Array.isArray(held) ? held : (listInRow(garage, field) ?? [])];
      });
      return { ...garage, ...Object.fromEntries(lists) } as GarageWith<K>;
    },
    ...READ_ONCE_PER_OPEN,
    enabled: !inRow,
  });
  return { data: inRow ? (garage as GarageWith<K>) : query.data, query };
}

/**
 * A row modal whose content needs some of the garage's lists: a spinner in the modal while they are
 * read, the failure with Retry, then `children` with the garage holding them.
 */
export function WithGarageLists<K extends HeldList>({
  garage,
  fields,
  fresh,
  title,
  onClose,
  children,
}: {
  garage: Garage;
  fields: readonly K[];
  /** The modal saves the lists whole: read afresh on each open (`useGarageWith`). */
  fresh?: boolean;
  title: string;
  onClose: () => void;
  children: (garage: GarageWith<K>) => ReactElement;
}) {
  const { data, query } = useGarageWith(garage, fields, { fresh });
  if (data) return children(data);
  return (
    <DetailDialog title={title} onClose={onClose} busy={query.isPending}>
      {/* The garage's own read failed: Edit Garage's words for it (000 §8). */}
      <QueryState query={query} errorText={garageFetchErrorKey(query.error)}>
        {null}
      </QueryState>
    </DetailDialog>
  );
}
