// Apart from waitingCounts.tsx, which lazy-loads WaitingWork.tsx, the module that reports it.

/**
 * Waiting work per menu route (`admin/ApproveGarage` → 7; null: its count could not be read), and the
 * total the tab title carries while the tab is hidden.
 */
export interface Waiting {
  counts: Readonly<Record<string, number | null>>;
  hiddenTotal: number;
}
