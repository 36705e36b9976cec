import { theme } from '@leadnest/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';

import type { ChartCanvasProps } from './ChartCanvas';

// Chart.js is fetched when a chart is first drawn, after the page's first screen.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

const StyledPlaceholder = styled.div`
  height: 16rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
`;

/** A chart that loads its library on demand; the space it takes is held meanwhile. */
export function LazyChart(props: ChartCanvasProps) {
  return (
    <Suspense fallback={<StyledPlaceholder aria-hidden="true" />}>
      <ChartCanvas {...props} />
    </Suspense>
  );
}

/** Colours of the charts, from the theme where it has one. */
export const CHART_COLORS = {
  leads: theme.colors.brand,
  appointments: '#7c3aed',
  closed: theme.colors.success,
  sources: ['#1d4ed8', '#db2777', '#0891b2', '#ca8a04', '#7c3aed', '#6b7280'],
};
