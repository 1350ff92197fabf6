// A program's history in this dynasty: its seasons (prestige, rating, conference, record, final rank) and its
// award winners. Your program first; ←→ go through the others in order, as the web's team picker does.
import { forcedGamesText } from '../../../shared/forcedResult.js';
import { useState, type ReactNode } from 'react';
import { Text } from 'ink';
import { teamHistoryView } from '../../../store/views/teamHistory.js';
import { prestigeStars, rankText } from '../../commands/history.js';
import { record } from '../../../shared/textTable.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';

export function TeamHistoryScreen({ team }: { team?: string }) {
  const { ctx } = useStore();
  const { height } = useBodySize();
  const [shown, setShown] = useState(team ?? ctx?.program.team ?? '');
  const view = useView((c) => teamHistoryView(c, shown), [shown]);
  const lines: ReactNode[] = [];
  if (view.data) {
    const wins = view.data.years.reduce((sum, y) => sum + y.wins, 0);
    const losses = view.data.years.reduce((sum, y) => sum + y.losses, 0);
    lines.push(<Text>{`All time in this dynasty: ${record(wins, losses)}`}</Text>, <Text> </Text>);
    lines.push(
      <Text
        bold
      >{`${'Year'.padEnd(6)}${'Prestige'.padEnd(10)}${'Rating'.padStart(6)}  ${fit('Conference', 20)}${'Record'.padEnd(10)}Rank`}</Text>,
    );
    for (const y of view.data.years) {
      lines.push(
        <Text color={y.rank === 1 ? 'yellow' : undefined}>
          {`${String(y.year).padEnd(6)}${prestigeStars(y.prestige).padEnd(10)}${String(y.rating).padStart(6)}  ${fit(y.conference, 20)}${`${record(y.wins, y.losses)}${y.rank === 1 ? ' 🏆' : ''}`.padEnd(10)}${rankText(y.rank)}${forcedGamesText(y.forced_games)}`}
        </Text>,
      );
    }
    if (view.data.awards.length > 0) {
      lines.push(<Text> </Text>, <Text bold>Award winners</Text>);
      for (const a of view.data.awards) {
        const award = a.award === 'heisman' && a.slot > 1 ? 'Heisman Trophy finalist' : a.award_name;
        lines.push(<Text dimColor>{`  ${a.year}  ${award}: ${a.name}${a.pos === 'HC' ? '' : ` (${a.pos})`}`}</Text>);
      }
    }
  }
  const scroll = useScroll(lines.length, height);
  useKeys((input, key) => {
    const teams = view.data?.teams ?? [];
    const at = teams.indexOf(view.data?.team.name ?? shown);
    if ((key.leftArrow || key.rightArrow) && teams.length > 0) {
      const step = key.rightArrow ? 1 : -1;
      setShown(teams[(at + step + teams.length) % teams.length]);
      return true;
    }
    return scroll.onKey(input, key);
  });
  if (!view.data) return <ViewErrorScreen title="Team history" error={view.error} />;
  return (
    <Screen
      title={`${view.data.team.name} history`}
      hints={[
        ['←→', 'team'],
        ['↑↓', 'scroll'],
      ]}
    >
      <Lines lines={lines} offset={scroll.index} height={height} />
    </Screen>
  );
}
