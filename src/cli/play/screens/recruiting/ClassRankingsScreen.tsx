// Weekly recruiting class rankings in the terminal: every program's class so far, best first.
import type { ClassRankingRow } from '../../../../shared/recruitingApi.js';
import { classRankingsView } from '../../../../store/views/recruiting/classes.js';
import { Screen, ViewError } from '../../components/Screen.js';
import { Table, type Column } from '../../components/Table.js';
import { useTeamColors } from '../../components/TeamName.js';
import { useListCursor } from '../../cursor.js';
import { useKeys } from '../../keys.js';
import { useBodySize } from '../../layout.js';
import { useNavigation } from '../../navigation.js';
import { useView } from '../../store.js';
import { cycleText } from './orders.js';

export function ClassRankingsScreen() {
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => classRankingsView(ctx), []);
  const rows = view.data?.classes ?? [];
  const cursor = useListCursor(rows.length, height - 2);
  useKeys((input, key) => {
    if (cursor.onKey(input, key)) return true;
    if (key.return && rows[cursor.index]) {
      navigation.navigate({ screen: 'schedule', team: rows[cursor.index].team });
      return true;
    }
    return false;
  });
  const columns: Column<ClassRankingRow>[] = [
    { title: 'Rk', width: 3, align: 'right', text: (c) => String(c.rank) },
    { title: 'Team', width: 22, text: (c) => c.team, color: (c) => colors(c.team) },
    { title: 'Size', width: 4, align: 'right', text: (c) => String(c.size) },
    { title: '5★', width: 3, align: 'right', text: (c) => String(c.five_stars) },
    { title: '4★', width: 3, align: 'right', text: (c) => String(c.four_stars) },
    { title: '3★', width: 3, align: 'right', text: (c) => String(c.three_stars) },
    { title: 'Avg★', width: 5, align: 'right', text: (c) => c.avg_stars.toFixed(2) },
    { title: 'Score', width: 5, align: 'right', text: (c) => c.weighted_score.toFixed(2) },
    { title: 'Points', width: 'rest', align: 'right', text: (c) => `${c.points.toFixed(1)} (#${c.points_rank})` },
  ];
  return (
    <Screen
      title="Recruiting class rankings"
      right={view.data ? cycleText(view.data.cycle) : undefined}
      hints={[
        ['↑↓', 'team'],
        ['⏎', 'schedule'],
      ]}
    >
      {view.data ? (
        <Table
          columns={columns}
          rows={rows}
          height={height}
          width={Math.min(width, 80)}
          selected={cursor.index}
          highlight={(c) => c.user}
          empty="No class yet."
        />
      ) : (
        <ViewError message={view.error ?? ''} />
      )}
    </Screen>
  );
}
