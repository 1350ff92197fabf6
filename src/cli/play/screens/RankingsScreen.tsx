// The AP poll: the top 25 (a shows every team) with movement, points, record and the games around the poll;
// [ and ] step through the season's polls, < and > through the dynasty's seasons.
import { opponentPhrase } from '../../../shared/gameSite.js';
import { teamNameText } from '../../../shared/teamName.js';
import { useState } from 'react';
import type { RankingEntry } from '../../../shared/api-types.js';
import { rankingsView } from '../../../store/views/rankings.js';
import { Screen, ViewError } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useTeamColors } from '../components/TeamName.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { movement, rankPrefix, resultText } from '../text.js';

const TOP = 25;

export function pollTitle(stage: string, week: number | null | undefined): string {
  if (stage === 'preseason' || week === null || week === undefined || week === 0) return 'Preseason poll';
  if (stage === 'season' || stage === 'playoff') return `Poll after week ${week}`;
  return 'Final poll';
}

export function RankingsScreen() {
  const { ctx } = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const [all, setAll] = useState(false);
  // undefined: the current season, its latest poll.
  const [season, setSeason] = useState<number | undefined>(undefined);
  const [week, setWeek] = useState<number | undefined>(undefined);
  const view = useView((c) => rankingsView(c, week, season ?? c.year), [season, week]);
  const weeks = view.data?.poll_weeks ?? [];
  const everyTeam = view.data?.rankings ?? [];
  const rows = all ? everyTeam : everyTeam.filter((r) => r.ranking > 0 && r.ranking <= TOP);
  const cursor = useListCursor(rows.length, height - 2);

  useKeys((input, key) => {
    if (cursor.onKey(input, key)) return true;
    if (input === 'a') {
      setAll(!all);
      cursor.setIndex(0);
      return true;
    }
    if ((input === '[' || input === ']') && view.data?.week !== undefined && view.data.week !== null) {
      const at = weeks.indexOf(view.data.week) + (input === '[' ? -1 : 1);
      if (at >= 0 && at < weeks.length) setWeek(at === weeks.length - 1 ? undefined : weeks[at]);
      return true;
    }
    if ((input === '<' || input === '>') && ctx) {
      const year = (season ?? ctx.year) + (input === '<' ? -1 : 1);
      if (year >= ctx.state.startYear && year <= ctx.year) {
        setSeason(year === ctx.year ? undefined : year);
        setWeek(undefined);
        cursor.setIndex(0);
      }
      return true;
    }
    if (key.return) {
      const team = rows[cursor.index];
      if (team) navigation.navigate({ screen: 'schedule', team: team.name });
      return true;
    }
    return false;
  });

  const wide = width >= 100;
  const columns: Column<RankingEntry>[] = [
    { title: 'Rk', width: 3, align: 'right', text: (r) => (r.ranking > 0 ? String(r.ranking) : '') },
    {
      title: '',
      width: 3,
      text: (r) => movement(r.movement),
      color: (r) => (r.movement > 0 ? 'green' : r.movement < 0 ? 'red' : undefined),
    },
    { title: 'Team', width: wide ? 24 : 19, text: (r) => r.name, color: (r) => colors(r.name) },
    { title: 'Rec', width: 5, align: 'right', text: (r) => r.record },
    {
      title: 'Points',
      width: 6,
      align: 'right',
      text: (r) => (r.poll_score === null ? 'N/A' : r.poll_score.toFixed(1)),
    },
    ...(wide
      ? [
          {
            title: 'SoR',
            width: 5,
            align: 'right' as const,
            text: (r: RankingEntry) => (r.strength_of_record === null ? 'N/A' : r.strength_of_record.toFixed(1)),
          },
        ]
      : []),
    {
      title: 'Last game',
      width: wide ? 28 : 18,
      text: (r) =>
        r.last_game
          ? `${resultText(r.last_game.result, r.last_game.score, r.last_game.forced)} ${opponentPhrase(r.last_game.site, rankPrefix(r.last_game.opponent.ranking) + teamNameText(r.last_game.opponent))}`
          : '',
      color: (r) => (r.last_game?.result === 'W' ? 'green' : r.last_game?.result === 'L' ? 'red' : undefined),
    },
    {
      title: 'This week',
      width: 'rest',
      text: (r) =>
        r.next_game
          ? `${opponentPhrase(r.next_game.site, rankPrefix(r.next_game.opponent.ranking) + teamNameText(r.next_game.opponent))} ${r.next_game.spread ?? ''}${r.next_game.total ? ` O/U ${r.next_game.total}` : ''}`.trim()
          : '',
    },
  ];
  return (
    <Screen
      title={all ? `AP rankings: all ${everyTeam.length} teams` : 'AP Top 25'}
      right={
        season === undefined && week === undefined
          ? pollTitle(ctx?.state.stage ?? '', view.data?.week)
          : `${view.data?.season ?? ''} ${view.data?.week ? `week ${view.data.week}` : 'preseason'}`
      }
      hints={[
        ['↑↓', 'team'],
        ['⏎', 'schedule'],
        ['a', all ? 'top 25 only' : 'all teams'],
        ['[ ]', 'poll'],
        ['< >', 'season'],
      ]}
    >
      {view.data ? (
        <Table
          columns={columns}
          rows={rows}
          height={height}
          width={width}
          selected={cursor.index}
          highlight={(r) => r.name === ctx?.program.team}
          empty="No poll yet."
        />
      ) : (
        <ViewError message={view.error ?? ''} />
      )}
    </Screen>
  );
}
