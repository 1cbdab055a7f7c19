import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartFormat } from './format';

export interface BarSeries {
  id: string;
  label: string;
  data: number[];
  stack?: string;
}

interface BarsProps {
  labels: string[];
  series: BarSeries[];
  format: ChartFormat;
  /** Bars along the vertical axis (long names such as states). */
  horizontal?: boolean;
  onClick: (dataIndex: number, seriesId: string) => void;
  height?: number;
}

const MAX_TIME_LABELS = 8;

/** A bar chart laid out for the language (mirrored in Arabic) whose bars open their list. */
export function Bars({ labels, series, format, horizontal = false, onClick, height = 260 }: BarsProps) {
  // Mirrored in Arabic by reversing the bands' order rather than the axis: MUI X 9 maps a click on a
  // reversed band axis to no item, so a bar could not open its list.
  const mirrored = format.rtl && !horizontal;
  const inOrder = <T,>(values: T[]) => (mirrored ? [...values].reverse() : values);
  const shownLabels = inOrder(labels);
  // Every n-th label along a long time axis, so dates never run into each other (counted from the first date).
  const step = horizontal ? 1 : Math.max(1, Math.ceil(labels.length / MAX_TIME_LABELS));
  const dataIndexOf = (shownIndex: number) => (mirrored ? labels.length - 1 - shownIndex : shownIndex);
  const band = {
    scaleType: 'band' as const,
    data: shownLabels,
    tickLabelInterval: (_value: unknown, index: number) => dataIndexOf(index) % step === 0,
  };
  const values = { valueFormatter: (value: number | null) => format.number(value), tickMinStep: 1 };
  const side = format.rtl ? ('right' as const) : ('left' as const);
  return (
    <BarChart
      height={height}
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={[horizontal ? { ...values, reverse: format.rtl } : band]}
      yAxis={[horizontal ? { ...band, position: side, width: 130 } : { ...values, position: side }]}
      series={series.map((entry) => ({ ...entry, data: inOrder(entry.data), valueFormatter: (value: number | null) => format.number(value) }))}
      hideLegend={series.length < 2}
      onItemClick={(_event, item) => onClick(dataIndexOf(item.dataIndex), String(item.seriesId))}
      margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
    />
  );
}
