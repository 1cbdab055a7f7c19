import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { FieldTitle, RecordContextProvider, useListContext, useResourceContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { CardDeclaration } from '../../core/defineResource';
import { valueAt } from '../../lib/valueAt';
import { CELL, toneClass } from './cellStyles';
import { cardColumns, columnsOf, type Column } from './recordName';
import { EmptyText } from './ListStates';
import { cellContent } from './TableRows';
import { BULK_TOOLBAR_IN_FLOW, bulkToolbar } from './BulkActions';

/**
 * The details of a record: its actions first, then every other column but its name and the row number.
 * A name the card shows as text stays, with the actions: its cell is a control (it opens what the name opens).
 */
const detailColumns = (columns: readonly Column[], title: Column | undefined, titleAsText: boolean) => {
  const shown = columns.filter((column) => (column !== title || titleAsText) && column.props.label !== 'app.columns.serial');
  const isAction = (column: Column) => column.props.label === 'app.columns.action' || (titleAsText && column === title);
  return [...shown.filter(isAction), ...shown.filter((column) => !isAction(column))];
};

/** The record's name as text, for the accessible names of its card's buttons. */
const nameOf = (record: RaRecord, title: Column | undefined) => {
  const value = title?.props.source ? valueAt(record, title.props.source) : undefined;
  return value === undefined || value === null || value === '' ? String(record.id ?? '') : String(value);
};

interface PhoneListProps {
  /** The list's columns (DataTable.Col elements). */
  children: ReactNode;
  card?: CardDeclaration;
  selectable: boolean;
  /** What a click on a row opens on a desktop; without it, a tap opens the record's details. */
  onRowClick?: (row: RaRecord) => void;
}

/**
 * A list on a phone, react-admin's SimpleList way: each record a line with its name and the facts
 * that tell records apart; a tap opens what a click on the row opens on a desktop (else its
 * details), and its menu holds every other column, row actions included.
 */
export default function PhoneList({ children, card, selectable, onRowClick }: PhoneListProps) {
  const { data, isPending, selectedIds, onToggleItem, onSelect } = useListContext();
  const columns = useMemo(() => columnsOf(children), [children]);
  const { title, facts } = useMemo(() => cardColumns(columns, card), [columns, card]);
  const [details, setDetails] = useState<RaRecord | null>(null);
  const translate = useTranslate();
  if (isPending && !data) return null;
  if (!data?.length) return <EmptyText />;
  const pageIds = data.map((record) => record.id);
  const pageSelected = pageIds.every((id) => selectedIds.includes(id));
  return (
    <PhoneBox>
      {selectable && bulkToolbar}
      {selectable && (
        <SelectPage>
          <input
            type="checkbox"
            className={CELL.checkbox}
            checked={pageSelected}
            onChange={() => onSelect(pageSelected ? selectedIds.filter((id) => !pageIds.includes(id)) : [...new Set([...selectedIds, ...pageIds])])}
          />
          {translate('ra.action.select_all', { _: 'Select all' })}
        </SelectPage>
      )}
      <Cards data-testid="phone-list">
        {data.map((record) => (
          <Card
            key={record.id}
            record={record}
            title={title}
            titleAsText={card?.titleAsText ?? false}
            facts={facts}
            selected={selectable ? selectedIds.includes(record.id) : undefined}
            onToggle={onToggleItem}
            onOpen={onRowClick ?? setDetails}
            onDetails={setDetails}
          />
        ))}
      </Cards>
      {details && (
        <RecordDetails record={details} title={title} titleAsText={card?.titleAsText ?? false} columns={columns} onClose={() => setDetails(null)} />
      )}
    </PhoneBox>
  );
}

interface CardProps {
  record: RaRecord;
  title?: Column;
  titleAsText: boolean;
  facts: Column[];
  /** Undefined: the list offers no selection. */
  selected?: boolean;
  onToggle: (id: Identifier) => void;
  onOpen: (record: RaRecord) => void;
  onDetails: (record: RaRecord) => void;
}

const Card = memo(function Card({ record, title, titleAsText, facts, selected, onToggle, onOpen, onDetails }: CardProps) {
  const translate = useTranslate();
  const name = nameOf(record, title);
  return (
    <RecordContextProvider value={record}>
      <li className={CARD}>
        {selected !== undefined && (
          <input
            type="checkbox"
            className={CELL.checkbox}
            checked={selected}
            aria-label={`${translate('ra.action.select_row', { _: 'Select this row' })}: ${name}`}
            onChange={() => onToggle(record.id)}
          />
        )}
        <button type="button" className={CARD_OPEN} onClick={() => onOpen(record)}>
          <span className={CARD_TITLE}>{title && !titleAsText ? cellContent(title.props, record) : name}</span>
          {facts.length > 0 && (
            <span className={CARD_FACTS}>
              {facts.map((fact) => (
                <span key={fact.props.source} className={CARD_FACT}>
                  {/* A bare number says nothing without its column's name ('500 460' on a Cashback Coins card). */}
                  {fact.props.source && typeof valueAt(record, fact.props.source) === 'number' && (
                    <span className={CARD_FACT_NAME}>
                      <FieldTitle label={fact.props.label} source={fact.props.source} />{' '}
                    </span>
                  )}
                  {cellContent(fact.props, record)}
                </span>
              ))}
            </span>
          )}
        </button>
        <button
          type="button"
          className={`${CELL.iconButton} ${toneClass('default')}`}
          aria-haspopup="dialog"
          aria-label={`${translate('app.list.more')}: ${name}`}
          title={translate('app.list.more')}
          onClick={() => onDetails(record)}
        >
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d={MORE_VERT_ICON} />
          </svg>
        </button>
      </li>
    </RecordContextProvider>
  );
});

/** Every column of one record, its row actions included, over the whole screen. */
function RecordDetails({
  record,
  title,
  titleAsText,
  columns,
  onClose,
}: {
  record: RaRecord;
  title?: Column;
  titleAsText: boolean;
  columns: Column[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const titleId = useId();
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
      <RecordContextProvider value={record}>
        <DialogTitle id={titleId}>{nameOf(record, title)}</DialogTitle>
        <DialogContent dividers>
          <Details>
            {detailColumns(columns, title, titleAsText).map((column, index) => (
              <div key={column.key ?? column.props.source ?? index} className={`column-${column.props.source}`}>
                <dt>
                  <FieldTitle label={column.props.label} source={column.props.source} resource={resource} />
                </dt>
                <dd>{cellContent(column.props, record)}</dd>
              </div>
            ))}
          </Details>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </RecordContextProvider>
    </Dialog>
  );
}

/** MUI's MoreVert icon (here rather than in ROW_ICONS, which every list loads: only phones draw it). */
const MORE_VERT_ICON =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

const CARD = 'ConsoleCard';
const CARD_OPEN = 'ConsoleCard-open';
const CARD_TITLE = 'ConsoleCard-title';
const CARD_FACTS = 'ConsoleCard-facts';
const CARD_FACT = 'ConsoleCard-fact';
const CARD_FACT_NAME = 'ConsoleCard-factName';

/** The bulk toolbar in the flow above the cards, hidden outright while nothing is selected (as above a table). */
const PhoneBox = styled('div')(BULK_TOOLBAR_IN_FLOW);

const SelectPage = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  cursor: 'pointer',
  paddingInline: 16,
  paddingBlock: 4,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

/** Styled once for every card: a name on up to two lines, the facts on one (each cut short with an ellipsis). */
const Cards = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [`& > .${CARD}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    paddingInlineStart: 16,
    paddingInlineEnd: 4,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  [`& .${CARD_OPEN}`]: {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    margin: 0,
    padding: '10px 0',
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  [`& .${CARD_TITLE}`]: {
    ...theme.typography.subtitle1,
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: 1.4,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    // The name reads in its own direction, on the side the language starts from ('left' is mirrored in Arabic).
    unicodeBidi: 'plaintext',
    textAlign: 'left',
  },
  [`& .${CARD_FACTS}`]: {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: 12,
    rowGap: 4,
  },
  [`& .${CARD_FACT}`]: {
    minWidth: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    unicodeBidi: 'plaintext',
  },
  [`& .${CARD_FACT_NAME}`]: { fontSize: theme.typography.caption.fontSize },
  // Text a table would clamp: one line here, as wide as the card.
  [`& .${CELL.text}`]: { display: 'inline', minWidth: 0, maxWidth: 'none', whiteSpace: 'nowrap' },
}));

/** The record's other columns as a list of names and values. */
const Details = styled('dl')(({ theme }) => ({
  margin: 0,
  '& > div': { paddingBlock: 8, borderBottom: `1px solid ${theme.palette.divider}` },
  '& dt': { ...theme.typography.caption, color: theme.palette.text.secondary },
  // Each value in its own direction, on the side the language starts from, as in the table's cells.
  '& dd': { ...theme.typography.body2, margin: 0, overflowWrap: 'anywhere', unicodeBidi: 'plaintext', textAlign: 'left' },
  // The whole text here, not clamped.
  [`& .${CELL.text}`]: { display: 'inline', WebkitLineClamp: 'none', minWidth: 0, maxWidth: 'none' },
}));
