import type { MouseEvent } from 'react';
import { DataTableClasses, useDataTableCallbacksContext, useDataTableSelectedIdsContext, useTranslate, type RaRecord } from 'react-admin';
import { CELL } from './cellStyles';
import { ROW_WITHOUT_ID } from '../../api/http';

/**
 * A row's selection, as react-admin's SelectRowCheckbox (its name, `isRowSelectable`, shift-click for a
 * range through `handleToggleItem`) drawn by a native checkbox styled once (`CELL.checkbox`).
 */
export function RowCheckbox({ record }: { record: RaRecord }) {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selected = useDataTableSelectedIdsContext()?.includes(record.id) ?? false;
  const translate = useTranslate();
  // A row without its id cannot be named in a bulk call.
  const selectable = !record[ROW_WITHOUT_ID] && (!isRowSelectable || isRowSelectable(record));
  return (
    <input
      type="checkbox"
      className={`select-item ${DataTableClasses.checkbox} ${CELL.checkbox}`}
      aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
      checked={selectable && selected}
      disabled={!selectable}
      // The selection follows react-admin's state: the click asks for the change, the next render shows it.
      onChange={noChange}
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        event.stopPropagation();
        if (selectable && handleToggleItem) handleToggleItem(record.id, event);
      }}
    />
  );
}

const noChange = () => undefined;
