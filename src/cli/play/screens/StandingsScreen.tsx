// Standings by conference (←/→ change conference), the independents too; enter opens a team's schedule.
import { opponentPhrase } from '../../../shared/gameSite.js';
import { teamNameText } from '../../../shared/teamName.js';
import { useState } from 'react';
import { INDEPENDENT } from '../../../core/data/types.js';
import type { StandingsTeam } from '../../../shared/api-types.js';
import { INDEPENDENT_SLUG, standingsView } from '../../../store/views/standings.js';
import { Screen, ViewError } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useTeamColors } from '../components/TeamName.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { rankPrefix, resultText } from '../text.js';

export function StandingsScreen({ conference }: { conference?: string }) {
  const { ctx } = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const names = ctx
    ? [...ctx.conferences().map((c) => c.confName), ...(ctx.league().independents.length > 0 ? [INDEPENDENT_SLUG] : [])]
    : [];
  const userConference = ctx ? ctx.team(ctx.program.team).conference : '';
  const initial = Math.max(
    0,
    names.findIndex((n) => n === (conference ?? (userConference === INDEPENDENT ? INDEPENDENT_SLUG : userConference))),
  );
  const [at, setAt] = useState(initial);
  const current = names[at] ?? INDEPENDENT_SLUG;
  const view = useView((c) => standingsView(c, current), [current]);
  const teams = view.data?.teams ?? [];
  const cursor = useListCursor(
    teams.length,
    height - 2,
    Math.max(
      0,
      teams.findIndex((t) => t.name === ctx?.program.team),
    ),
  );

  useKeys((input, key) => {
    if (key.leftArrow || key.rightArrow) {
      setAt((a) => (a + (key.leftArrow ? -1 : 1) + names.length) % names.length);
      cursor.setIndex(0);
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    if (key.return) {
      const team = teams[cursor.index];
      if (team) navigation.navigate({ screen: 'schedule', team: team.name });
      return true;
    }
    return false;
  });

  const independent = current === INDEPENDENT_SLUG;
  const divisions = teams.some((t) => t.division);
  const wide = width >= 96;
  const columns: Column<StandingsTeam>[] = [
    { title: 'Team', width: wide ? 26 : 22, text: (t) => rankPrefix(t.ranking) + t.name, color: (t) => colors(t.name) },
    ...(divisions ? [{ title: 'Div', width: 8, text: (t: StandingsTeam) => t.division ?? '' }] : []),
    ...(independent
      ? []
      : [
          {
            title: 'Conf',
            width: 5,
            align: 'right' as const,
            text: (t: StandingsTeam) => `${t.confWins}-${t.confLosses}`,
          },
        ]),
    { title: 'All', width: 5, align: 'right', text: (t) => `${t.totalWins}-${t.totalLosses}` },
    {
      title: 'Last game',
      width: wide ? 26 : 18,
      text: (t) =>
        t.last_game
          ? `${resultText(t.last_game.result, t.last_game.score, t.last_game.forced)} ${opponentPhrase(t.last_game.site, teamNameText(t.last_game.opponent))}`.trim()
          : '',
      color: (t) => (t.last_game?.result === 'W' ? 'green' : t.last_game?.result === 'L' ? 'red' : undefined),
    },
    {
      title: 'Next game',
      width: 'rest',
      text: (t) =>
        t.next_game
          ? `${opponentPhrase(t.next_game.site, teamNameText(t.next_game.opponent))} ${t.next_game.spread ?? ''}${t.next_game.total ? ` O/U ${t.next_game.total}` : ''}`.trim()
          : '',
    },
  ];
  const title = independent ? 'Independent teams' : `${current} standings`;
  return (
    <Screen
      title={title}
      right={`${at + 1}/${names.length} ←/→`}
      hints={[
        ['←→', 'conference'],
        ['↑↓', 'team'],
        ['⏎', 'schedule'],
      ]}
    >
      {view.data ? (
        <Table
          columns={columns}
          rows={teams}
          height={height}
          width={width}
          selected={cursor.index}
          highlight={(t) => t.name === ctx?.program.team}
        />
      ) : (
        <ViewError message={view.error ?? ''} />
      )}
    </Screen>
  );
}
