import { timeOf } from '../../lib/dates';
import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { approveGarage, garageManagement } from '../../areas/garages';
import { BUSINESS_TYPES } from '../../core/choices';
import { leadManagement } from '../../areas/leads/leadManagement';
import { subscriptions } from '../../areas/subscriptions';
import type { ExpiringSubscription } from '../../data/figures/aggregates';
import { AgeChart, useMayOpen } from './AgeChart';
import { Bars } from './Bars';
import { QueryState } from '../../components/QueryState';
import { ChartCard } from './ChartCard';
import { listLink, useChartFormat } from './format';
import { useFigures } from './useFigures';
import { lazyComponent } from '../../lib/lazyComponent';

const SubscriptionsDialog = lazyComponent(async () => ({
  default: (await import('../../areas/subscriptions/SubscriptionsDialog')).SubscriptionsDialog,
}));

type Translate = ReturnType<typeof useTranslate>;
const chartText = (translate: Translate) => (key: string, options?: Record<string, unknown>) => translate(`app.dashboard.charts.${key}`, options);

function RegistrationsChart({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const t = chartText(translate);
  const format = useChartFormat();
  const navigate = useNavigate();
  const figures = useFigures('garages', enabled);
  const [unit, setUnit] = useState<'week' | 'month'>('month');
  const periods = (unit === 'week' ? figures.data?.byWeek : figures.data?.byMonth) ?? [];
  const labelOf = (from: string) => (unit === 'week' ? format.day(from) : format.month(from));
  const labels = periods.map((period) => labelOf(period.from));
  const active = translate('app.status.active');
  const inactive = translate('app.status.inactive');
  const route = garageManagement.route;
  const counted = periods.reduce((sum, period) => sum + period.active + period.inactive, 0);
  return (
    <ChartCard
      title={t('registrations.title')}
      testId="chart-registrations"
      isPending={figures.isPending}
      error={figures.error}
      onRetry={() => figures.refetch()}
      empty={counted === 0}
      controls={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={unit}
          onChange={(_event, value) => value && setUnit(value)}
          aria-label={t('registrations.unit')}
        >
          <ToggleButton value="week">{t('registrations.by_week')}</ToggleButton>
          <ToggleButton value="month">{t('registrations.by_month')}</ToggleButton>
        </ToggleButtonGroup>
      }
      chart={() => (
        <Bars
          labels={labels}
          format={format}
          series={[
            { id: 'active', label: active, data: periods.map((period) => period.active), stack: 'garages' },
            { id: 'inactive', label: inactive, data: periods.map((period) => period.inactive), stack: 'garages' },
          ]}
          onClick={(index, seriesId) => {
            const period = periods[index];
            if (period) navigate(listLink(route, { from: period.from, to: period.to, status: seriesId }));
          }}
        />
      )}
      columns={[
        { label: t(unit === 'week' ? 'registrations.week' : 'registrations.month') },
        { label: active, numeric: true },
        { label: inactive, numeric: true },
        { label: t('total'), numeric: true },
      ]}
      rows={() =>
        periods.map((period) => ({
          key: period.from,
          cells: [
            unit === 'week' ? format.range(period.from, period.to) : format.month(period.from),
            format.number(period.active),
            format.number(period.inactive),
            format.number(period.active + period.inactive),
          ],
          href: listLink(route, { from: period.from, to: period.to }),
        }))
      }
    />
  );
}

function StatesAndTypes({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const t = chartText(translate);
  const format = useChartFormat();
  const navigate = useNavigate();
  // The same query as the registrations chart: one fetch, one pass.
  const figures = useFigures('garages', enabled);
  const states = figures.data?.topStates ?? [];
  const types = figures.data?.byBusinessType ?? [];
  const route = garageManagement.route;
  const typeLabel = (code: string) => translate(BUSINESS_TYPES.find((type) => type.id === code)?.name ?? code, { _: code });
  const common = { isPending: figures.isPending, error: figures.error, onRetry: () => figures.refetch() };
  return (
    <>
      <Grid size={{ xs: 12, md: 7 }}>
        <ChartCard
          {...common}
          title={t('states.title')}
          testId="chart-states"
          empty={states.length === 0}
          chart={() => (
            <Bars
              horizontal
              labels={states.map((state) => state.name)}
              format={format}
              series={[{ id: 'garages', label: t('garages'), data: states.map((state) => state.count) }]}
              onClick={(index) => states[index] && navigate(listLink(route, { state: states[index].name }))}
              height={320}
            />
          )}
          columns={[{ label: t('states.state') }, { label: t('garages'), numeric: true }]}
          rows={() =>
            states.map((state) => ({
              key: state.name,
              cells: [state.name, format.number(state.count)],
              href: listLink(route, { state: state.name }),
            }))
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ChartCard
          {...common}
          title={t('business.title')}
          testId="chart-business"
          empty={types.length === 0}
          chart={() => (
            <PieChart
              height={320}
              series={[
                {
                  innerRadius: 50,
                  paddingAngle: 1,
                  data: types.map((type, index) => ({ id: index, value: type.count, label: typeLabel(type.name) })),
                  valueFormatter: (item) => format.number(item.value),
                },
              ]}
              slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
              onItemClick={(_event, item) => types[item.dataIndex] && navigate(listLink(route, { businessType: types[item.dataIndex].name }))}
            />
          )}
          columns={[{ label: t('business.type') }, { label: t('garages'), numeric: true }]}
          rows={() =>
            types.map((type) => ({
              key: type.name,
              cells: [typeLabel(type.name), format.number(type.count)],
              href: listLink(route, { businessType: type.name }),
            }))
          }
        />
      </Grid>
    </>
  );
}

function ExpiringSubscriptions({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const t = chartText(translate);
  const format = useChartFormat();
  const figures = useFigures('expiring', enabled);
  const [managing, setManaging] = useState<ExpiringSubscription | null>(null);
  const title = t('expiring.title');
  return (
    <Card component="section" aria-label={title} data-testid="chart-expiring" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <QueryState
          query={figures}
          errorText="app.dashboard.charts.load_error"
          loading={
            <Box role="status" aria-label={t('loading')}>
              <Skeleton height={48} width={120} />
              <Skeleton variant="rounded" height={160} />
            </Box>
          }
        >
          {(expiring) => (
            <>
              <Typography variant="h3" component="p" data-testid="expiring-count">
                {format.number(expiring.count)}
              </Typography>
              {expiring.count === 0 ? (
                <Typography color="text.secondary">{t('expiring.empty')}</Typography>
              ) : (
                <List dense aria-label={t('expiring.soonest')}>
                  {expiring.soonest.map((row) => (
                    <ListItem key={row.garageId} disablePadding>
                      <ListItemButton onClick={() => setManaging(row)} aria-label={t('expiring.open', { name: row.garageName })}>
                        <ListItemText primary={row.garageName} secondary={t('expiring.expires', { date: format.fullDay(dayOf(row.expiryDate)) })} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
              <Button component={RouterLink} to={`/${subscriptions.route}`}>
                {t('expiring.all')}
              </Button>
            </>
          )}
        </QueryState>
      </CardContent>
      {managing && (
        <Suspense fallback={null}>
          <SubscriptionsDialog
            open
            garage={{
              _id: managing.garageId,
              garageId: managing.garageId,
              garageName: managing.garageName,
              phoneNumber: managing.phone,
              email: managing.email,
            }}
            onClose={() => setManaging(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}

/** `YYYY-MM-DD` of a date value as the server writes it. */
function dayOf(value: string): string {
  const date = new Date(timeOf(value));
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function LeadsChart({ enabled }: { enabled: boolean }) {
  const t = chartText(useTranslate());
  const format = useChartFormat();
  const navigate = useNavigate();
  const figures = useFigures('leads', enabled);
  const [by, setBy] = useState<'source' | 'status'>('source');
  const days = figures.data?.days ?? [];
  const names = (by === 'source' ? figures.data?.sources : figures.data?.statuses) ?? [];
  const countOf = (day: (typeof days)[number], name: string) => (by === 'source' ? day.bySource[name] : day.byStatus[name]) ?? 0;
  const route = leadManagement.route;
  // The lead list's search covers source and status, so a segment opens that day searched for its name.
  const linkOf = (day: string, name?: string) => listLink(route, { from: day, to: day, q: name });
  return (
    <ChartCard
      title={t('leads.title')}
      testId="chart-leads"
      isPending={figures.isPending}
      error={figures.error}
      onRetry={() => figures.refetch()}
      empty={(figures.data?.total ?? 0) === 0}
      controls={
        <ToggleButtonGroup size="small" exclusive value={by} onChange={(_event, value) => value && setBy(value)} aria-label={t('leads.split')}>
          <ToggleButton value="source">{t('leads.by_source')}</ToggleButton>
          <ToggleButton value="status">{t('leads.by_status')}</ToggleButton>
        </ToggleButtonGroup>
      }
      chart={() => (
        <Bars
          labels={days.map((day) => format.day(day.day))}
          format={format}
          series={names.map((name) => ({ id: name, label: name, data: days.map((day) => countOf(day, name)), stack: 'leads' }))}
          onClick={(index, seriesId) => days[index] && navigate(linkOf(days[index].day, seriesId))}
        />
      )}
      columns={[{ label: t('leads.day') }, ...names.map((name) => ({ label: name, numeric: true })), { label: t('total'), numeric: true }]}
      rows={() =>
        days.map((day) => ({
          key: day.day,
          cells: [
            format.fullDay(day.day),
            ...names.map((name) => format.number(countOf(day, name))),
            format.number(names.reduce((sum, name) => sum + countOf(day, name), 0)),
          ],
          href: linkOf(day.day),
        }))
      }
    />
  );
}

function ApprovalQueue({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const t = chartText(translate);
  const figures = useFigures('approvals', enabled);
  return (
    <AgeChart
      title={t('approvals.title')}
      figures={figures}
      route={approveGarage.route}
      testId="chart-approvals"
      footer={
        <Button component={RouterLink} to={`/${approveGarage.route}`} sx={{ mt: 1 }}>
          {t('approvals.open')}
        </Button>
      }
    />
  );
}

/** The garage portal's charts below its counters; each shows only when the role has the screen behind it. */
export default function GarageCharts({ countersSettled }: { countersSettled: boolean }) {
  const garages = useMayOpen(garageManagement.route);
  const approvals = useMayOpen(approveGarage.route);
  const expiring = useMayOpen(subscriptions.route);
  const leads = useMayOpen(leadManagement.route);
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      {garages && (
        <Grid size={{ xs: 12, md: 8 }}>
          <RegistrationsChart enabled={countersSettled} />
        </Grid>
      )}
      {approvals && (
        <Grid size={{ xs: 12, md: 4 }}>
          <ApprovalQueue enabled={countersSettled} />
        </Grid>
      )}
      {garages && <StatesAndTypes enabled={countersSettled} />}
      {leads && (
        <Grid size={{ xs: 12, md: 8 }}>
          <LeadsChart enabled={countersSettled} />
        </Grid>
      )}
      {expiring && (
        <Grid size={{ xs: 12, md: 4 }}>
          <ExpiringSubscriptions enabled={countersSettled} />
        </Grid>
      )}
    </Grid>
  );
}
