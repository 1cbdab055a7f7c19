import { Alert, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { product, productLabel } from '../config';
import type { AppDataProvider } from '../data/dataProvider';
import { AnimatedCounter } from '../components/AnimatedCounter';

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

function DashboardView({ boxes, title }: { boxes: (t: Translate) => CountBox[]; title: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['dashboardCounts'],
    queryFn: () => dataProvider.dashboardCounts(),
    retry: 1,
  });
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {title}
      </Typography>
      {error ? (
        <Alert severity="error" action={<Button onClick={() => refetch()}>{translate('app.action.retry')}</Button>}>
          {translate('app.dashboard.load_error')}
        </Alert>
      ) : (
        <Grid container spacing={2}>
          {boxes(translate).map((box) => (
            <Grid key={box.field} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card>
                <CardContent>
                  <Typography variant="subtitle1" component="h2" color="text.secondary">
                    {box.label}
                  </Typography>
                  <Typography variant="h3" component="p" data-testid={`count-${box.field}`}>
                    {isPending ? <Skeleton width={80} /> : <AnimatedCounter value={Number(data?.[box.field] ?? 0)} />}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}

export function GarageDashboard() {
  const translate = useTranslate();
  return <DashboardView boxes={GARAGE_BOXES} title={translate('app.dashboard.title')} />;
}

export function MarketplaceDashboard() {
  const translate = useTranslate();
  return <DashboardView boxes={MARKETPLACE_BOXES} title={`${productLabel} ${translate('app.dashboard.title')}`} />;
}

/** ADMIN tab: both portals' counts. */
export function AdminsDashboard() {
  const translate = useTranslate();
  return (
    <DashboardView boxes={(t) => [...GARAGE_BOXES(t), ...MARKETPLACE_BOXES(t)]} title={translate('app.portal.admin')} />
  );
}
