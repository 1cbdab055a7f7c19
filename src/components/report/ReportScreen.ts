import { lazy } from 'react';

/** The list screen of a report that needs nothing beyond its declared columns (its own chunk). */
export const ReportScreen = lazy(() => import('./ReportList').then(({ DeclaredReportList }) => ({ default: DeclaredReportList })));
