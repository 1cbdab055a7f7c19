import { styled } from '@mui/material/styles';
import { memo, useMemo, useState, type CSSProperties, type ElementType, type Key, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  useTranslate,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { valueAt } from '../../lib/valueAt';
import { unreadableFieldsOf } from '../../api/http';
import { CELL, smallCell } from './cellStyles';
import { RowCheckbox } from './RowCheckbox';
import { isFreeText } from './CellText';
import { ROW_ICONS } from './rowIcons';
import { LiveRowCallbacks } from './tableFrame';
import { useListRows } from './listQuery';
import { columnsOf, type Column } from './recordName';

/**
 * The body of a list's DataTable, drawn with plain `tr`/`td` elements whose styles are defined once
 * here from the theme (those of MUI's small body cells and hover rows, without copying MUI's class names), rather than two styled components, a
 * theme lookup and a store read per cell. It keeps react-admin's class names (`RaDataTable-rowCell`,
 * `column-<source>`...), hidden columns and column order, the selection checkbox and `rowClick`
 * functions; rows are memoised, so a page that keeps a record keeps its row (useRowKeys). The selection checkbox is
 * the browser's own (`RowCheckbox`), not MUI's Checkbox in every row.
 */
export function TableRows({ children }: { children?: ReactNode }) {
  const data = useListRows();
  const columns = useShownColumns(children);
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem, rowClick } = useDataTableCallbacksContext();
  const resource = useResourceContext() ?? '';
  const onClick = typeof rowClick === 'function' ? rowClick : undefined;
  const keys = useRowKeys(data);
  return (
    <LiveRowCallbacks rows={data}>
      <Body className={`datatable-body ${DataTableClasses.tbody}`}>
        {data?.map((record, rowIndex) => (
          <Row
            key={keys[rowIndex]}
            record={record}
            even={rowIndex % 2 === 0}
            columns={columns}
            checkbox={hasBulkActions && !!handleToggleItem}
            resource={resource}
            onClick={onClick}
          />
        ))}
      </Body>
    </LiveRowCallbacks>
  );
}

interface RowKeys {
  data: readonly RaRecord[] | undefined;
  keys: number[];
}

/**
 * The rows' keys: a record still on the page keeps its row (and the focus in it), and a record new to
 * the page takes the row of one that left. A new search or page (every record new) so updates the
 * page's rows in place rather than removing them and building new ones: about a fifth of a keystroke's
 * time at 4x CPU. A row's parts keep no state of their record (a Yes/No question keeps the record it
 * was asked for: ConfirmedAction). An id seen twice in one answer gets a row of its own.
 */
export function rowKeysFor(records: readonly RaRecord[], previous: readonly RaRecord[] | undefined, previousKeys: readonly number[]): number[] {
  const kept = new Map<RaRecord['id'], number>();
  previous?.forEach((record, index) => {
    if (!kept.has(record.id)) kept.set(record.id, previousKeys[index]!);
  });
  const keys: (number | undefined)[] = records.map((record) => {
    const key = kept.get(record.id);
    kept.delete(record.id);
    return key;
  });
  const taken = new Set(keys);
  const free = previousKeys.filter((key) => !taken.has(key));
  let next = Math.max(-1, ...previousKeys) + 1;
  return keys.map((key) => key ?? free.shift() ?? next++);
}

function useRowKeys(data: readonly RaRecord[] | undefined): number[] {
  const [rows, setRows] = useState<RowKeys>(() => ({ data, keys: rowKeysFor(data ?? [], undefined, []) }));
  if (rows.data === data) return rows.keys;
  const next = { data, keys: rowKeysFor(data ?? [], rows.data, rows.keys) };
  setRows(next);
  return next.keys;
}

/**
 * The DataTable's columns (its `DataTable.Col` children) the user has not hidden, in their order: the same
 * array while they stay, so rows whose record did not change are not drawn again.
 */
export function useShownColumns(children: ReactNode): Column[] {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  return useMemo(
    () => columnsOf(children).filter((column) => !hiddenColumns.includes(column.props.source ?? (column.props.label as string))),
    [children, hiddenColumns],
  );
}

interface RowProps {
  record: RaRecord;
  even: boolean;
  columns: ReactElement<DataTableColumnProps>[];
  checkbox: boolean;
  resource: string;
  onClick?: (id: RaRecord['id'], resource: string, record: RaRecord) => unknown;
}

const Row = memo(function Row({ record, even, columns, checkbox, resource, onClick }: RowProps) {
  const unreadable = unreadableFieldsOf(record);
  const rowClasses = `${DataTableClasses.row} ${even ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`;
  return (
    <RecordContextProvider value={record}>
      <tr
        className={onClick ? `${rowClasses} ${DataTableClasses.clickableRow}` : rowClasses}
        onClick={onClick ? (event: MouseEvent) => (event.defaultPrevented ? undefined : onClick(record.id, resource, record)) : undefined}
      >
        {checkbox && (
          <td className={SELECTION_CELL}>
            <RowCheckbox record={record} />
          </td>
        )}
        {columns.map((column, index) =>
          cell(column.key ?? column.props.source, column.props, record, unreadable.length > 0 ? unreadableIn(unreadable, columns, index) : undefined),
        )}
      </tr>
    </RecordContextProvider>
  );
});

/** The class of a row's selection cell, and of the head's (the cells before it are none: it comes first). */
export const SELECTION_CELL = 'ConsoleCell-selection';

/**
 * The fields the list reader could not read in this row (`__unreadable`, issue 40): the row is kept and
 * the cells showing them are marked. A nested field marks the column above it; a field no column shows
 * (`_id`, a hidden column) is named on the row's first cell.
 */
function unreadableIn(fields: readonly string[], columns: readonly ReactElement<DataTableColumnProps>[], index: number): string[] | undefined {
  const shows = (source: string | undefined, field: string) =>
    source !== undefined && (field === source || field.startsWith(`${source}.`) || source.startsWith(`${field}.`));
  const marked = fields.filter(
    (field) => shows(columns[index]!.props.source, field) || (index === 0 && !columns.some((column) => shows(column.props.source, field))),
  );
  return marked.length > 0 ? marked : undefined;
}

/** What a column shows for a record: its children, its render, its field or the value at its source. */
export function cellContent(column: DataTableColumnProps, record: RaRecord): ReactNode {
  const { render, field, source, children } = column;
  const Field = field as ElementType | undefined;
  return (children ?? (render ? render(record) : Field ? <Field source={source} /> : source ? valueAt(record, source) : undefined)) as ReactNode;
}

/**
 * A row's cell: a plain element made by the row, not a component of its own, so a page of rows is some
 * 28 fewer components to render per row.
 */
function cell(key: Key | undefined, column: DataTableColumnProps, record: RaRecord, unreadable?: readonly string[]) {
  const { source, cellClassName, className, cellSx, align } = column;
  const content = cellContent(column, record);
  // Plain free text is clamped; short text (dates, ids, phones, amounts) stays on one line as every cell does.
  const freeText = typeof content === 'string' && isFreeText(content);
  return (
    <td
      key={key}
      className={[
        DataTableClasses.rowCell,
        className,
        cellClassName,
        `column-${source}`,
        align === 'right' && CELL.numeric,
        unreadable && CELL.unreadable,
      ]
        .filter(Boolean)
        .join(' ')}
      // The lists' cellSx are plain CSS (one line, a minimum width).
      style={cellSx ? (cellSx(record) as CSSProperties) : undefined}
    >
      {unreadable && <UnreadableMark fields={unreadable} />}
      {freeText ? <span className={CELL.text}>{content}</span> : content}
    </td>
  );
}

/** The mark of a cell that could not be read, naming its fields for screen readers and on hover. */
function UnreadableMark({ fields }: { fields: readonly string[] }) {
  const label = useTranslate()('app.list.unreadable_cell', { fields: fields.join(', ') });
  return (
    <svg className={CELL.unreadableMark} viewBox="0 0 24 24" role="img" aria-label={label}>
      <title>{label}</title>
      <path d={ROW_ICONS.warningAmber} />
    </svg>
  );
}

/** MUI's TableBody, TableRow (hover) and small body TableCell styles, defined once for every cell. */
const Body = styled('tbody')(({ theme }) => ({
  display: 'table-row-group',
  '& > tr': {
    color: 'inherit',
    display: 'table-row',
    verticalAlign: 'middle',
    outline: 0,
    '&:hover': { backgroundColor: theme.palette.action.hover },
  },
  '& > tr > td': {
    ...theme.typography.body2,
    // Whole pixels (body2's is 14 x 1.43 = 20.02 px): rows of 33.02 or 53.03 px left the name column,
    // stuck and drawn on its own layer, a pixel off some of its rows.
    lineHeight: theme.typography.pxToRem(20),
    ...smallCell(theme),
    // One line unless the text is free text (CELL.text, clamped): names, dates, ids, phones, amounts and badges never wrap.
    whiteSpace: 'nowrap',
    // Each value reads in its own direction: in Arabic, '04:00 PM' and 'HTK+' were drawn 'PM 04:00' and '+HTK'.
    unicodeBidi: 'plaintext',
  },
  // react-admin's theme: 0 8px; MUI's small checkbox cell: 24 px wide.
  [`& > tr > td.${SELECTION_CELL}`]: { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
}));
