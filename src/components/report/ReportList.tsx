import type { ReactNode } from 'react';
import { DataTable, useResourceContext } from 'react-admin';
import { ResourceList } from '../list/ResourceList';
import { SerialNumber } from '../list/SerialNumber';
import { useRegistry } from '../RegistryContext';
import type { AnyRow } from '../../core/defineResource';
import { isFigureKind, type Report } from '../../data/defineReport';
import { GarageFilter, ReportCell } from './reportParts';

/** Reports wider than this let the user choose the visible columns. */
const COLUMN_CHOOSER_FROM = 9;

interface ReportListProps {
  report: Report;
  /** Cells drawn by the screen rather than by kind (comment lists, bank details), by column source. */
  cells?: Record<string, (row: AnyRow) => ReactNode>;
  /** Columns beyond the declared ones. */
  children?: ReactNode;
  actions?: ReactNode;
  dialogs?: ReactNode;
}

/** Every report's screen: S.No, the declared columns, the garage picker when the call takes one. */
export function ReportList({ report, cells = {}, children, actions, dialogs }: ReportListProps) {
  const sortable = report.paging === 'client';
  return (
    <ResourceList
      resource={report}
      filters={report.fetchFilters?.includes('garageId') ? <GarageFilter /> : undefined}
      columnChooser={report.columns.length >= COLUMN_CHOOSER_FROM}
      actions={actions}
      dialogs={dialogs}
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      {report.columns.map((column) => (
        <DataTable.Col
          key={column.source}
          source={column.source}
          label={column.label}
          disableSort={!sortable || Boolean(cells[column.source]) || column.kind === 'link' || column.kind === 'image'}
          cellSx={column.minWidth ? () => ({ minWidth: column.minWidth }) : undefined}
          align={isFigureKind(column.kind) ? 'right' : undefined}
          render={(row: object) => cells[column.source]?.(row) ?? <ReportCell column={column} row={row} />}
        />
      ))}
      {children}
    </ResourceList>
  );
}

/** `ReportScreen`: the report of the current route, as the registry declares it. */
export function DeclaredReportList() {
  const route = useResourceContext();
  const report = useRegistry().find((resource) => resource.route === route) as Report | undefined;
  if (!report?.columns) throw new Error(`${route} is not a declared report`);
  return <ReportList report={report} />;
}
