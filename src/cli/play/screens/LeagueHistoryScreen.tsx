// League history: champions, Heisman winners, award winners and records set, by year.
import { FORCED_MARK } from '../../../shared/forcedResult.js';
import type { ReactNode } from 'react';
import { Text } from 'ink';
import { leagueHistoryView } from '../../../store/views/leagueHistory.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useView } from '../store.js';

export function LeagueHistoryScreen() {
  const { height } = useBodySize();
  const view = useView((ctx) => leagueHistoryView(ctx), []);
  const lines: ReactNode[] = [];
  if (view.data) {
    if (view.data.titles.length > 0)
      lines.push(
        <Text>{`National titles: ${view.data.titles.map((t) => `${t.team} ${t.titles}`).join(', ')}`}</Text>,
        <Text> </Text>,
      );
    for (const y of view.data.years) {
      lines.push(
        <Text>
          <Text bold>{`${y.year}  `}</Text>
          <Text color="yellow">
            {y.champion
              ? `🏆 ${y.champion} over ${y.runner_up}${y.champion_forced ? ` (title game ${FORCED_MARK})` : ''}`
              : 'champion not decided'}
          </Text>
        </Text>,
      );
      if (y.heisman)
        lines.push(<Text>{`  Heisman Trophy: ${y.heisman.name} (${y.heisman.pos}, ${y.heisman.team})`}</Text>);
      for (const a of y.awards)
        lines.push(
          <Text dimColor>{`  ${a.award_name}: ${a.name}${a.pos === 'HC' ? '' : ` (${a.pos})`}, ${a.team}`}</Text>,
        );
      for (const r of y.records)
        lines.push(<Text color="green">{`  FBS ${r.span} record: ${r.stat_name} ${r.value}, ${r.holder}`}</Text>);
      lines.push(<Text> </Text>);
    }
  }
  const scroll = useScroll(lines.length, height);
  useKeys((input, key) => scroll.onKey(input, key));
  if (!view.data) return <ViewErrorScreen title="League history" error={view.error} />;
  return (
    <Screen title="League history" hints={[['↑↓', 'scroll']]}>
      <Lines lines={lines} offset={scroll.index} height={height} />
    </Screen>
  );
}
