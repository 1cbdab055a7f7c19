import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AgeFigures } from '../../data/figures/aggregates';
import { Bars } from './Bars';
import { ChartCard } from './ChartCard';
import { listLink, useChartFormat } from './format';

/** Waiting rows by age (approval queue, customer leads): three bars, each opening its list for that day range. */
export function AgeChart({
  title,
  figures,
  route,
  testId,
  footer,
}: {
  title: string;
  figures: { data?: AgeFigures; isPending: boolean; error: unknown; refetch: () => unknown };
  route: string;
  testId: string;
  footer?: ReactNode;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.dashboard.charts.${key}`, options);
  const format = useChartFormat();
  const navigate = useNavigate();
  const buckets = figures.data?.buckets ?? [];
  const labels = buckets.map((bucket) => t(`age.${bucket.key}`));
  const open = (index: number) => {
    const bucket = buckets[index];
    if (bucket?.from) navigate(listLink(route, { from: bucket.from, to: bucket.to }));
  };
  return (
    <ChartCard
      title={title}
      testId={testId}
      isPending={figures.isPending}
      error={figures.error}
      onRetry={() => figures.refetch()}
      empty={(figures.data?.total ?? 0) === 0}
      emptyText={t('age.empty')}
      controls={
        figures.data ? (
          <Typography variant="body2" color="text.secondary">
            {t('age.total', { count: format.number(figures.data.total) })}
          </Typography>
        ) : null
      }
      chart={() => (
        <Bars
          everyLabel
          labels={labels}
          format={format}
          series={[{ id: 'waiting', label: t('age.waiting'), data: buckets.map((bucket) => bucket.count) }]}
          onClick={open}
          height={220}
        />
      )}
      columns={[{ label: t('age.age') }, { label: t('age.days') }, { label: t('age.waiting'), numeric: true }]}
      rows={() =>
        buckets.map((bucket, index) => ({
          key: bucket.key,
          cells: [labels[index], bucket.from && bucket.to ? format.range(bucket.from, bucket.to) : '-', format.number(bucket.count)],
          href: bucket.from ? listLink(route, { from: bucket.from, to: bucket.to }) : undefined,
        }))
      }
      footer={footer}
    />
  );
}

/** Whether the signed-in role may open a list (the permission rule, through react-admin). */
export function useMayOpen(route: string): boolean {
  return useCanAccess({ resource: route, action: 'list' }).canAccess === true;
}
