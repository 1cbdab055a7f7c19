import { ROW_WITHOUT_ID } from '../../api/http';
import { Checkbox } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import {
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useEvent,
  useDataTableConfigContext,
  useDataTableSortContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
  type SortPayload,
} from 'react-admin';
import { SELECTION_CELL, useShownColumns } from './TableRows';
import { LiveRows } from './tableFrame';
import { CELL, smallCell } from './cellStyles';
import { lowerFirst } from '../../lib/labelText';

/**
 * The head of a list's DataTable, drawn with plain `th` elements and a native sort button per column
 * whose styles are defined once here (those of MUI's small head cells and TableSortLabel), rather than a
 * styled cell, a Tooltip, a TableSortLabel (a button base) and an icon per column: Garage Management has
 * 28. It keeps react-admin's class names, hidden columns and column order, the page's select-all
 * checkbox and `handleSort`; the sort hint ('Sort by Created descending') names the button and shows on
 * hover, and the sorted column says its order (`aria-sort`).
 */
export const TableHeader = memo(function TableHeader({ children }: { children?: ReactNode }) {
  const columns = useShownColumns(children);
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  return (
    <Head className={DataTableClasses.thead}>
      <tr className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
        {hasBulkActions && handleToggleItem && (
          <th className={`${SELECTION_CELL} ${DataTableClasses.headerCell}`}>
            <LiveRows>
              <PageCheckbox />
            </LiveRows>
          </th>
        )}
        {columns.map((column) => (
          <HeadCell key={column.key ?? column.props.source} column={column.props} />
        ))}
      </tr>
    </Head>
  );
});

/**
 * react-admin's SelectPageCheckbox (ticks or unticks the page's selectable rows, keeping those of other
 * pages), its checkbox drawn again only when it changes: a search brings new rows, rarely a new tick.
 */
function PageCheckbox() {
  const data = useDataTableDataContext();
  const { isRowSelectable, onSelect } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  // A row sent without its id cannot be named in a bulk call (RowCheckbox).
  const selectableIds = (data ?? [])
    .filter((record) => !record[ROW_WITHOUT_ID] && (!isRowSelectable || isRowSelectable(record)))
    .map((record) => record.id);
  const checked = Boolean(selectedIds?.length) && selectableIds.length > 0 && selectableIds.every((id) => selectedIds?.includes(id));
  const toggle = useEvent((event: ChangeEvent<HTMLInputElement>) => {
    if (!onSelect || !selectedIds || !data) return;
    onSelect(
      event.target.checked
        ? selectedIds.concat(selectableIds.filter((id) => !selectedIds.includes(id)))
        : selectedIds.filter((id) => !data.some((record) => record.id === id)),
    );
  });
  return <PageCheckboxInput checked={checked} onToggle={toggle} />;
}

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

const PageCheckboxInput = memo(function PageCheckboxInput({
  checked,
  onToggle,
}: {
  checked: boolean;
  onToggle: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const translate = useTranslate();
  return (
    <Checkbox
      className="select-all"
      color="primary"
      checked={checked}
      onChange={onToggle}
      onClick={stopPropagation}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_all', { _: 'Select all' }) } }}
    />
  );
});

const oppositeOrder: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

function HeadCell({ column }: { column: DataTableColumnProps }) {
  const { source, label, disableSort, className, headerClassName, align } = column;
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const classes = [DataTableClasses.headerCell, className, headerClassName, `column-${source}`, align === 'right' && CELL.numeric]
    .filter(Boolean)
    .join(' ');
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  if (!handleSort || !sort || disableSort || !source) return <th className={classes}>{title}</th>;
  const active = sort.field === source;
  const nextOrder = active ? oppositeOrder[sort.order] : 'ASC';
  const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
  const hint = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first: typeof fieldLabel === 'string' ? lowerFirst(fieldLabel) : undefined,
    order: translate(`ra.sort.${nextOrder}`),
    _: translate('ra.action.sort'),
  });
  return (
    <th className={classes} aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className={active ? `${SORT_BUTTON} ${SORT_ACTIVE}` : SORT_BUTTON}
        aria-label={hint}
        title={hint}
        data-field={source}
        data-order="ASC"
        onClick={handleSort}
      >
        {title}
        <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={sort.order === 'ASC' ? SORT_ASCENDING : undefined}>
          <path d={ARROW_DOWNWARD_ICON} />
        </svg>
      </button>
    </th>
  );
}

/** MUI's ArrowDownward icon, as TableSortLabel's. */
const ARROW_DOWNWARD_ICON = 'm20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z';
const SORT_BUTTON = 'ConsoleHead-sort';
const SORT_ACTIVE = 'ConsoleHead-sortActive';
const SORT_ASCENDING = 'ConsoleHead-ascending';

/** MUI's TableHead, TableRow and small head TableCell styles, and TableSortLabel's, defined once for every head cell. */
const Head = styled('thead')(({ theme }) => ({
  display: 'table-header-group',
  '& > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
  '& > tr > th': {
    ...theme.typography.body2,
    lineHeight: '1.5rem',
    fontWeight: theme.typography.fontWeightMedium,
    ...smallCell(theme),
    // Chinese headers break between words only, as others do at spaces: 序号, not 序 over 号.
    wordBreak: 'keep-all',
  },
  // react-admin's theme: 0 8px; MUI's small checkbox cell: 24 px wide.
  [`& > tr > th.${SELECTION_CELL}`]: { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
  [`& .${SORT_BUTTON}`]: {
    font: 'inherit',
    color: 'inherit',
    textAlign: 'inherit',
    background: 'none',
    border: 0,
    margin: 0,
    padding: 0,
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    '& > svg': {
      width: 18,
      height: 18,
      flexShrink: 0,
      fill: 'currentColor',
      marginInline: 4,
      opacity: 0,
      color: theme.palette.text.secondary,
    },
    '& > svg.ConsoleHead-ascending': { transform: 'rotate(180deg)' },
    '&:hover, &:focus-visible': { color: theme.palette.text.secondary, '& > svg': { opacity: 0.5 } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  [`& .${SORT_ACTIVE}, & .${SORT_ACTIVE}:hover`]: { color: theme.palette.text.primary, '& > svg': { opacity: 1 } },
}));
