// A team's schedule (the player's by default): every game with its line or result; enter opens the game.
import { FORCED_MARK } from '../../../shared/forcedResult.js';
import { opponentPhrase } from '../../../shared/gameSite.js';
import { teamNameText } from '../../../shared/teamName.js';
import type { TeamScheduleGame } from '../../../shared/api-types.js';
import { teamScheduleView } from '../../../store/views/teamSchedule.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useTeamColors } from '../components/TeamName.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { rankPrefix, resultText } from '../text.js';

export function ScheduleScreen({ team }: { team?: string }) {
  const { ctx } = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const name = team ?? ctx?.program.team ?? '';
  const view = useView((c) => teamScheduleView(c, name), [name]);
  const games = view.data?.games ?? [];
  const firstUnplayed = games.findIndex((g) => g.result === null);
  const cursor = useListCursor(
    games.length,
    height - 2,
    firstUnplayed >= 0 ? firstUnplayed : Math.max(0, games.length - 1),
  );

  useKeys((input, key) => {
    if (cursor.onKey(input, key)) return true;
    if (key.return) {
      const game = games[cursor.index];
      if (game) navigation.navigate({ screen: 'game', id: game.id });
      return true;
    }
    if (input === 'o' && team) {
      navigation.navigate({ screen: 'roster', team: name });
      return true;
    }
    return false;
  });

  if (!view.data) return <ViewErrorScreen title="Schedule" error={view.error} />;
  const t = view.data.team;
  const columns: Column<TeamScheduleGame>[] = [
    { title: 'Wk', width: 3, align: 'right', text: (g) => String(g.weekPlayed) },
    {
      title: 'Opponent',
      width: 'rest',
      text: (g) => opponentPhrase(g.site, rankPrefix(g.opponent.ranking) + teamNameText(g.opponent)),
      color: (g) => colors(g.opponent.name),
    },
    { title: 'Rec', width: 5, align: 'right', text: (g) => g.opponent.record },
    { title: 'Rtg', width: 3, align: 'right', text: (g) => String(g.opponent.rating) },
    { title: 'Spread', width: 6, align: 'right', text: (g) => g.spread ?? '' },
    { title: 'O/U', width: 5, align: 'right', text: (g) => g.total ?? '' },
    {
      title: 'Result',
      // "W 31-24 forced": a forced result says so, and so does a game to be played to a forced result (its page why).
      width: games.some((g) => g.forced) ? 14 : 8,
      text: (g) => resultText(g.result, g.score, g.forced) || (g.forced ? FORCED_MARK : ''),
      color: (g) => (g.result === 'W' ? 'green' : g.result === 'L' ? 'red' : undefined),
    },
    { title: 'Game', width: Math.min(22, Math.max(12, width - 66)), text: (g) => g.label ?? '' },
  ];
  return (
    <Screen
      title={`${rankPrefix(t.ranking)}${t.name} ${view.data.year} schedule`}
      right={`${t.record} · rating ${t.rating}`}
      hints={[['↑↓', 'game'], ['⏎', 'open'], ...(team ? ([['o', 'roster']] as const) : [])]}
    >
      <Table
        columns={columns}
        rows={games}
        height={height}
        width={width}
        selected={cursor.index}
        empty="No games scheduled."
      />
    </Screen>
  );
}
