// The charts load after their page: recharts (about 110 KiB of gzipped JavaScript, more than the rest of a page)
// is fetched only once a page that draws a chart is on screen, so no page's first load carries it
// (`npm run bench -- bundle`). A chart draws once its page's first frame is painted: the page's figures show first.
// Until then the chart's box keeps its size, so nothing on the page moves.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { useAfterPaint } from '../../hooks/useAfterPaint';

function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Code = lazy(async () => ({ default: await load() }));
  const placeholder = <div className="w-100 h-100" aria-busy="true" />;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chart at module level, never in a render
  function Chart(props: P) {
    if (!useAfterPaint()) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Code {...(props as ComponentProps<typeof Code>)} />
      </Suspense>
    );
  }
  return Chart;
}

export const TeamHistoryChart = lazyChart(async () => (await import('./TeamHistoryChart')).TeamHistoryChart);
export const OverallChart = lazyChart(async () => (await import('./OverallChart')).OverallChart);
export const StarMixChart = lazyChart(async () => (await import('./RatingsCharts')).StarMixChart);
export const ClassRatingChart = lazyChart(async () => (await import('./RatingsCharts')).ClassRatingChart);
export const RankByWeekChart = lazyChart(async () => (await import('./RankByWeekChart')).RankByWeekChart);
export const WinProbabilityChart = lazyChart(async () => (await import('./WinProbabilityChart')).WinProbabilityChart);
