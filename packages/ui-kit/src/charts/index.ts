// Apart from the kit's entry: recharts is heavy, and only lazily loaded chart sections import this.
export { BarChartFigure, type BarChartFigureProps, type ChartSeries } from './bar-chart-figure.tsx';
export { shortDay } from './day-label.ts';
export { type FiguresColumn, FiguresTable } from './figures-table.tsx';
