import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { DataTableColumnProps } from 'react-admin';
import type { CardDeclaration } from '../../core/defineResource';

export type Column = ReactElement<DataTableColumnProps>;

export const columnsOf = (children: ReactNode): Column[] =>
  Children.toArray(children).filter((child): child is Column => isValidElement<DataTableColumnProps>(child));

/** A column showing its source's text as it is (no render, field or children of its own). */
const isTextColumn = (column: Column) => Boolean(column.props.source) && !column.props.render && !column.props.field && !column.props.children;

/**
 * The columns that name a record and tell it apart (a phone's card, the table's column that stays in
 * view): the declared name and facts (by source), else the first text column and the two text columns
 * after it.
 */
export function cardColumns(columns: readonly Column[], card?: CardDeclaration): { title?: Column; facts: Column[] } {
  const bySource = (source: string) => columns.find((column) => column.props.source === source);
  const declared = card && bySource(card.title);
  if (declared) return { title: declared, facts: (card.facts ?? []).flatMap((source) => bySource(source) ?? []) };
  const text = columns.filter(isTextColumn);
  return { title: text[0] ?? columns.find((column) => column.props.source), facts: text.slice(1, 3) };
}
