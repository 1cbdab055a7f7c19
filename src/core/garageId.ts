/**
 * The id every garage call sends as `garageId` (000 §8, 001 §9, 002): the row's garageId, else its
 * document _id. A garage record carries both, equal; rows built from other records (subscription
 * list, name list, dashboard) carry garageId. One rule, so the same row reaches the same garage
 * from every dialog.
 */
export const garageIdForCalls = (garage: { _id?: string; garageId?: string }): string => garage.garageId || garage._id || '';
/** The same as export cell rules (data/rowRules' firstTruthy parts), for the list worker. */
export const GARAGE_ID_CELLS = [{ at: 'garageId' }, { at: '_id' }, { text: '' }];
