import { lazyComponent } from '../../lib/lazyComponent';

/** The list screen of a report that needs nothing beyond its declared columns (its own chunk). */
export const ReportScreen = lazyComponent(async () => ({ default: (await import('./ReportList')).DeclaredReportList }));
