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
  /** Every bar keeps its label (a few named groups; always along a horizontal chart's side). */
  everyLabel?: boolean;
  onClick: (dataIndex: number, seriesId: string) => void;
  height?: number;
}

/** Space kept between two dates along a time axis, in px. */
const TIME_LABEL_GAP = 8;
const NAMES_MARGIN = { top: 8, bottom: 8, left: 8, right: 8 };
/** Room beside the outer bars for their dates, which MUI X would otherwise cut short at the chart's edge. */
const DATES_MARGIN = { top: 8, bottom: 8, left: 24, right: 24 };

/** A bar chart laid out for the language (mirrored in Arabic) whose bars open their list. */
export function Bars({ labels, series, format, horizontal = false, everyLabel = horizontal, onClick, height = 260 }: BarsProps) {
  // Mirrored in Arabic by reversing the bands' order rather than the axis: MUI X 9 maps a click on a
  // reversed band axis to no item, so a bar could not open its list.
  const mirrored = format.rtl && !horizontal;
  const inOrder = <T,>(values: T[]) => (mirrored ? [...values].reverse() : values);
  const shownLabels = inOrder(labels);
  const dataIndexOf = (shownIndex: number) => (mirrored ? labels.length - 1 - shownIndex : shownIndex);
  // Along a time axis MUI X measures each date and leaves out those that would run into the last one
  // shown, at any width and in any language (one in every n dates ran together on a phone).
  const band = {
    scaleType: 'band' as const,
    data: shownLabels,
    ...(everyLabel ? { tickLabelInterval: () => true } : { tickLabelInterval: 'auto' as const, tickLabelMinGap: TIME_LABEL_GAP }),
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
      margin={everyLabel ? NAMES_MARGIN : DATES_MARGIN}
    />
  );
}
