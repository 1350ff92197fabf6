// The Heisman watch: the top candidates of the season so far and their statistics; enter opens a player.
import type { HeismanCandidate } from '../../../shared/awards-types.js';
import { heismanBallotNote } from '../../../shared/heismanBallot.js';
import { heismanWatchView } from '../../../store/views/heismanWatch.js';
import { Text } from 'ink';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useTeamColors } from '../components/TeamName.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useView } from '../store.js';
import { rankPrefix } from '../text.js';

export function HeismanScreen() {
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => heismanWatchView(ctx), []);
  const rows = view.data?.candidates ?? [];
  const cursor = useListCursor(rows.length, height - 3);
  useKeys((input, key) => {
    if (cursor.onKey(input, key)) return true;
    if (key.return) {
      const c = rows[cursor.index];
      if (c) navigation.navigate({ screen: 'player', id: c.player_id });
      return true;
    }
    return false;
  });
  if (!view.data) return <ViewErrorScreen title="Heisman watch" error={view.error} />;
  const columns: Column<HeismanCandidate>[] = [
    { title: '#', width: 2, align: 'right', text: (c) => String(c.rank) },
    { title: 'Player', width: 20, text: (c) => c.name },
    { title: 'Pos', width: 3, text: (c) => c.pos },
    { title: 'Team', width: 20, text: (c) => `${rankPrefix(c.team_rank)}${c.team}`, color: (c) => colors(c.team) },
    { title: 'Record', width: 10, text: (c) => c.team_record },
    { title: 'Season', width: 'rest', text: (c) => c.line },
  ];
  const { winner, week, year, info } = view.data;
  const ballot = heismanBallotNote(week, { lastWeek: info.lastWeek, playoffTeams: info.playoffFormat.teams });
  return (
    <Screen
      title={`${year} Heisman watch`}
      right={week > 0 ? `after week ${week}` : 'preseason'}
      hints={[
        ['↑↓', 'candidate'],
        ['⏎', 'player'],
      ]}
    >
      {winner ? (
        <Text color="yellow">{`🏆 Heisman Trophy: ${winner.name} (${winner.pos}, ${winner.team})`}</Text>
      ) : (
        <Text> </Text>
      )}
      {ballot && <Text dimColor>{ballot}</Text>}
      <Table
        columns={columns}
        rows={rows}
        height={height - (ballot ? 2 : 1)}
        width={width}
        selected={cursor.index}
        empty="No candidates yet: the watch list starts after the first week of games."
      />
    </Screen>
  );
}
