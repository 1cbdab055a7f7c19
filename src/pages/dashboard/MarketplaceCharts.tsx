import { Grid } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { bookings } from '../../areas/marketplace/bookings';
import { customerLeads } from '../../areas/leads/customerLeads';
import { ourGarage } from '../../areas/garages/online';
import { quotes } from '../../areas/marketplace/quotes';
import { ACTIVITY_WEEKS, lastWeeks } from '../../data/figures/aggregates';
import { Bars } from './Bars';
import { ChartCard } from './ChartCard';
import { listLink, useChartFormat } from './format';
import { AgeChart, useMayOpen } from './AgeChart';
import { useFigures } from './useFigures';

type Translate = ReturnType<typeof useTranslate>;
const chartText = (translate: Translate) => (key: string, options?: Record<string, unknown>) => translate(`app.dashboard.charts.${key}`, options);

/** Bookings and quotes per week; a series the role lacks is left out. */
function ActivityChart({ enabled, showBookings, showQuotes }: { enabled: boolean; showBookings: boolean; showQuotes: boolean }) {
  const t = chartText(useTranslate());
  const format = useChartFormat();
  const navigate = useNavigate();
  // The weeks up to the day the chart was opened.
  const [today] = useState(() => new Date());
  const weeks = lastWeeks(today, ACTIVITY_WEEKS);
  const bookingFigures = useFigures('bookings', enabled && showBookings);
  // The quote call takes the 12 weeks' date range, so only these weeks are asked for.
  const quoteFigures = useFigures('quotes', enabled && showQuotes);
  const parts = [
    ...(showBookings ? [{ id: 'bookings', route: bookings.route, label: t('activity.bookings'), query: bookingFigures }] : []),
    ...(showQuotes ? [{ id: 'quotes', route: quotes.route, label: t('activity.quotes'), query: quoteFigures }] : []),
  ];
  const failed = parts.find((part) => part.query.error);
  const countsOf = (part: (typeof parts)[number]) => part.query.data?.map((week) => week.count) ?? weeks.map(() => 0);
  const total = parts.reduce((sum, part) => sum + countsOf(part).reduce((a, b) => a + b, 0), 0);
  return (
    <ChartCard
      title={t('activity.title')}
      testId="chart-activity"
      isPending={parts.some((part) => part.query.isPending)}
      error={failed?.query.error}
      onRetry={() => parts.forEach((part) => part.query.error && part.query.refetch())}
      empty={total === 0}
      chart={() => (
        <Bars
          labels={weeks.map((week) => format.day(week.from))}
          format={format}
          series={parts.map((part) => ({ id: part.id, label: part.label, data: countsOf(part) }))}
          onClick={(index, seriesId) => {
            const part = parts.find((candidate) => candidate.id === seriesId);
            if (part && weeks[index]) navigate(listLink(part.route, { from: weeks[index].from, to: weeks[index].to }));
          }}
        />
      )}
      columns={[{ label: t('registrations.week') }, ...parts.map((part) => ({ label: part.label, numeric: true }))]}
      rows={() =>
        weeks.map((week, index) => ({
          key: week.from,
          cells: [format.range(week.from, week.to), ...parts.map((part) => format.number(countsOf(part)[index]))],
          // The first list the role has, for that week.
          href: parts[0] ? listLink(parts[0].route, { from: week.from, to: week.to }) : undefined,
        }))
      }
    />
  );
}

function WaitingLeads({ enabled }: { enabled: boolean }) {
  const t = chartText(useTranslate());
  const figures = useFigures('waitingLeads', enabled);
  return <AgeChart title={t('waiting_leads.title')} figures={figures} route={customerLeads.route} testId="chart-waiting-leads" />;
}

function CitiesChart({ enabled }: { enabled: boolean }) {
  const t = chartText(useTranslate());
  const format = useChartFormat();
  const navigate = useNavigate();
  const figures = useFigures('cities', enabled);
  const cities = figures.data ?? [];
  const route = ourGarage.route;
  return (
    <ChartCard
      title={t('cities.title')}
      testId="chart-cities"
      isPending={figures.isPending}
      error={figures.error}
      onRetry={() => figures.refetch()}
      empty={cities.length === 0}
      chart={() => (
        <Bars
          horizontal
          labels={cities.map((city) => city.name)}
          format={format}
          series={[{ id: 'garages', label: t('garages'), data: cities.map((city) => city.count) }]}
          onClick={(index) => cities[index] && navigate(listLink(route, { city: cities[index].name }))}
          height={320}
        />
      )}
      columns={[{ label: t('cities.city') }, { label: t('garages'), numeric: true }]}
      rows={() =>
        cities.map((city) => ({ key: city.name, cells: [city.name, format.number(city.count)], href: listLink(route, { city: city.name }) }))
      }
    />
  );
}

/** The marketplace portal's charts below its counters; each shows only when the role has the screen behind it. */
export default function MarketplaceCharts({ countersSettled }: { countersSettled: boolean }) {
  const showBookings = useMayOpen(bookings.route);
  const showQuotes = useMayOpen(quotes.route);
  const showLeads = useMayOpen(customerLeads.route);
  const showCities = useMayOpen(ourGarage.route);
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      {(showBookings || showQuotes) && (
        <Grid size={{ xs: 12, md: 8 }}>
          <ActivityChart enabled={countersSettled} showBookings={showBookings} showQuotes={showQuotes} />
        </Grid>
      )}
      {showLeads && (
        <Grid size={{ xs: 12, md: 4 }}>
          <WaitingLeads enabled={countersSettled} />
        </Grid>
      )}
      {showCities && (
        <Grid size={{ xs: 12, md: 8 }}>
          <CitiesChart enabled={countersSettled} />
        </Grid>
      )}
    </Grid>
  );
}
