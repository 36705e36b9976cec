import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

/*
 * The one file that imports Chart.js: loaded with React.lazy (LazyChart),
 * so the library arrives after the first screen. Only the pieces the three
 * charts use are registered, which keeps the chunk to what they need.
 */
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

export interface ChartCanvasProps {
  type: 'line' | 'bar' | 'doughnut';
  /** What the chart shows, for screen readers (the table beside it holds the figures). */
  label: string;
  labels: string[];
  series: ChartSeries[];
  /** Bars across rather than up (the funnel). */
  horizontal?: boolean;
  /** One colour per slice or bar, instead of one per series. */
  pointColors?: string[];
  /** How the value axis and the tooltips write a figure ('$27,000'); plain whole numbers without. Pass a stable function: a new one redraws the chart. */
  format?: (value: number) => string;
}

export default function ChartCanvas({ type, label, labels, series, horizontal = false, pointColors, format }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type,
      data: {
        labels,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.values,
          borderColor: pointColors ?? s.color,
          backgroundColor: pointColors ?? (type === 'line' ? s.color : `${s.color}cc`),
          tension: 0.25,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        indexAxis: horizontal ? 'y' : 'x',
        plugins: {
          legend: { display: type !== 'bar' || series.length > 1, position: 'bottom' },
          ...(format ? { tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` } } } : {}),
        },
        ...(type === 'doughnut'
          ? {}
          : {
              scales: {
                [horizontal ? 'x' : 'y']: {
                  beginAtZero: true,
                  ticks: { precision: 0, ...(format ? { callback: (value: string | number) => format(Number(value)) } : {}) },
                },
              },
            }),
      },
    });
    return () => chart.destroy();
  }, [type, labels, series, horizontal, pointColors, format]);
  return (
    <div style={{ position: 'relative', height: '16rem' }}>
      <canvas ref={canvas} role="img" aria-label={`${label} (the figures are in the table below)`} />
    </div>
  );
}
