import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { product, productLabel } from '../config';
import { api } from '../api/endpoints';
import { reportDeviations } from '../api/contract/deviations';
import type { CallKey } from '../api/contract/index';
import type { AppDataProvider } from '../areas/registry';
import { consoleKeys } from '../data/dataProvider';
import { CountFigure } from '../components/CountFigure';
import { QueryState } from '../components/QueryState';
import { ScreenShown } from '../components/useAfterFirstReads';
import { lazyComponent } from '../lib/lazyComponent';

interface CountBox {
  /** Field of GET /adminDashboard's data. */
  field: string;
  label: string;
}

const GARAGE_BOXES = (t: Translate): CountBox[] => [
  { field: 'allGarages', label: t('app.dashboard.all_garages') },
  { field: 'approveGarage', label: t('app.dashboard.approve_garages') },
];
const MARKETPLACE_BOXES = (t: Translate): CountBox[] => [
  { field: 'ourgarages', label: t('app.dashboard.our_garages', { label: productLabel }) },
  { field: `${product}Approve`, label: t('app.dashboard.approve_product_garage', { label: productLabel }) },
];

type Translate = ReturnType<typeof useTranslate>;

function MissingCount({ call, field }: { call: CallKey; field: string }) {
  const translate = useTranslate();
  useEffect(() => reportDeviations([{ call, field: `data.${field}`, expected: 'number', received: 'absent', kind: 'missing' }]), [call, field]);
  return (
    <>
      <span aria-hidden>—</span>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {translate('app.dashboard.count_missing')}
      </Typography>
    </>
  );
}

type Charts = ComponentType<{ countersSettled: boolean }>;
/** The charts and their library load as their own chunk, beside the counters rather than before them. */
const GarageCharts = lazyComponent(() => import('./dashboard/GarageCharts'));
const MarketplaceCharts = lazyComponent(() => import('./dashboard/MarketplaceCharts'));

function DashboardView({ boxes, title, charts: Charts }: { boxes: (t: Translate) => CountBox[]; title: string; charts?: Charts }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: consoleKeys.call('dashboardCounts'),
    queryFn: () => dataProvider.dashboardCounts(),
    retry: 1,
  });
  /** The count boxes; skeletons stand in for the figures until they arrive. */
  const countBoxes = (counts?: Record<string, unknown>) => (
    <Grid container spacing={2}>
      {boxes(translate).map((box) => (
        <Grid key={box.field} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" component="h2" color="text.secondary">
                {box.label}
              </Typography>
              <Typography variant="h3" component="p" data-testid={`count-${box.field}`}>
                {!counts ? (
                  <Skeleton width={80} />
                ) : typeof counts[box.field] === 'number' ? (
                  <CountFigure value={counts[box.field] as number} />
                ) : (
                  // A counter the answer lacks is said to be missing, never shown as 0.
                  <MissingCount call={api.adminDashboard.call} field={box.field} />
                )}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
  return (
    <>
      <Title title={title} preferenceKey={false} />
      <ScreenShown />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {title}
      </Typography>
      <QueryState query={query} errorText="app.dashboard.load_error" loading={countBoxes()}>
        {countBoxes}
      </QueryState>
      {Charts && (
        <Suspense fallback={null}>
          {/* Their calls start once the counters have answered, so the counters never wait for them. */}
          <Charts countersSettled={!query.isPending} />
        </Suspense>
      )}
    </>
  );
}

export function GarageDashboard() {
  const translate = useTranslate();
  return <DashboardView boxes={GARAGE_BOXES} title={translate('app.dashboard.title')} charts={GarageCharts} />;
}

export function MarketplaceDashboard() {
  const translate = useTranslate();
  return (
    <DashboardView boxes={MARKETPLACE_BOXES} title={translate('app.dashboard.portal_title', { portal: productLabel })} charts={MarketplaceCharts} />
  );
}

/** ADMIN tab: both portals' counts. */
export function AdminsDashboard() {
  const translate = useTranslate();
  return <DashboardView boxes={(t) => [...GARAGE_BOXES(t), ...MARKETPLACE_BOXES(t)]} title={translate('app.portal.admin')} />;
}
