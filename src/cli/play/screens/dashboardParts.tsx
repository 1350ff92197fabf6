// The dashboard's lines and panels: the team, its last and next game, the coached game in progress, the
// conference standings beside the AP top 10, and the keys the footer names (DashboardScreen.tsx holds the state).
import { Box, Text } from 'ink';
import { neutralMark, siteWord } from '../../../shared/gameSite.js';
import { coachedGameName } from '../../../shared/coachedGameName.js';
import { resultWithScore } from '../../../shared/forcedResult.js';
import { overallRecord } from '../../../shared/recordText.js';
import type { DashboardGame, Team, TeamSummary } from '../../../shared/api-types.js';
import type { Hint } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { TeamName, useTeamColors } from '../components/TeamName.js';
import { useBodySize } from '../layout.js';
import { rankPrefix } from '../text.js';
import { weekName } from '../weeks.js';

/** " (Rose Bowl)": the name of a game that has one (a bowl, a playoff game, a rivalry), else nothing. */
export function gameName(game: DashboardGame): string {
  return /^N?C \(/.test(game.label) ? '' : ` (${game.label})`;
}

/** A team's overall record, "W-L": the table's column is narrow, the conference record has its own. */
const overall = (t: TeamSummary): string => `${t.totalWins}-${t.totalLosses}`;

/** The keys of the moment: the coached game's question, the advance menu, or the dashboard's own. */
export function dashboardHints(state: {
  asking: boolean;
  menuOpen: boolean;
  coaching: boolean;
  seasonOver: boolean;
}): readonly Hint[] {
  if (state.asking)
    return [
      ['y', 'let the coordinator finish it'],
      ['m', 'resume coaching'],
      ['n', 'cancel'],
    ];
  if (state.menuOpen)
    return [
      ['↑↓', 'choose'],
      ['⏎', 'play'],
      ['esc', 'close'],
    ];
  if (state.coaching)
    return [
      ['m', 'resume coaching'],
      ['a', 'advance'],
      ['n', 'next week'],
      ['g', 'last game'],
    ];
  if (state.seasonOver)
    return [
      ['n', 'season summary'],
      ['g', 'last game'],
    ];
  return [
    ['a', 'advance'],
    ['n', 'next week'],
    ['g', 'last game'],
    ['v', 'next game'],
  ];
}

export function TeamLine({ team }: { team: Team }) {
  return (
    <Text wrap="truncate-end">
      <TeamName name={team.name} rank={team.ranking} bold />
      <Text>{` ${team.mascot}  `}</Text>
      <Text bold>{`${team.totalWins}-${team.totalLosses}`}</Text>
      <Text
        dimColor
      >{` (${team.confWins}-${team.confLosses} ${team.conference === 'Independent' ? 'indep.' : team.conference})  rating ${team.rating} · off ${team.offense} · def ${team.defense}`}</Text>
    </Text>
  );
}

/** The coached game in progress, or the question before a week that would hand it to the coordinator. */
export function CoachingLine({ coaching, asking }: { coaching: { week: number; opponent: string }; asking: boolean }) {
  if (asking)
    return (
      <Box flexDirection="column">
        <Text color="yellow" wrap="truncate-end">{`${coachedGameName(coaching)} is in progress.`}</Text>
        <Text color="yellow" wrap="truncate-end">
          Play it anyway? Your coordinator calls the rest. (y/n, m resumes)
        </Text>
      </Box>
    );
  return (
    <Text
      color="yellow"
      wrap="truncate-end"
    >{`${coachedGameName(coaching)} is in progress: m resumes coaching it.`}</Text>
  );
}

/** `week`: the week a missing game would be in (the next game's line: an open week), else none. */
export function GameLine({
  title,
  game,
  playoffTeams,
  week,
}: {
  title: string;
  game: DashboardGame | null;
  playoffTeams: number;
  week?: number;
}) {
  if (!game) {
    return (
      <Text wrap="truncate-end">
        <Text dimColor>{title.padEnd(6)}</Text>
        <Text dimColor>{week === undefined ? 'none' : `${weekName(week, playoffTeams)}  no game this week`}</Text>
      </Text>
    );
  }
  const played = game.result !== null;
  // A played game's name follows its opponent, where the line is never cut: "W 31-24 vs Oregon (Rose Bowl)".
  const details = played
    ? gameName(game)
      ? []
      : [game.label]
    : [
        game.forced_note,
        game.label,
        game.spread ? `spread ${game.spread}` : null,
        game.total ? `O/U ${game.total}` : null,
        game.moneyline ? `ML ${game.moneyline}` : null,
      ];
  return (
    <Text wrap="truncate-end">
      <Text dimColor>{title.padEnd(6)}</Text>
      <Text>{`${weekName(game.weekPlayed, playoffTeams)}  `}</Text>
      {played && <Text color={game.result === 'W' ? 'green' : 'red'} bold>{`${resultWithScore(game)} `}</Text>}
      <Text>{`${siteWord(game.site)} `}</Text>
      <TeamName name={game.opponent.name} rank={game.opponent.ranking} fcs={game.opponent.fcs} />
      <Text>{neutralMark(game.site)}</Text>
      {played && gameName(game) && <Text bold>{gameName(game)}</Text>}
      <Text dimColor>{` (${overallRecord(game.opponent.record)})  ${details.filter(Boolean).join(' · ')}`}</Text>
    </Text>
  );
}

/** The conference standings (scrolled to the player's team) beside the AP top 10, and a line of keys or news. */
export function StandingsAndPoll({
  team,
  confTeams,
  top10,
  news,
  tableHeight,
}: {
  team: Team;
  confTeams: TeamSummary[];
  top10: TeamSummary[];
  news: string | null;
  tableHeight: number;
}) {
  const { width } = useBodySize();
  const colors = useTeamColors();
  const userTeam = team.name;
  const leftWidth = Math.max(36, Math.floor((width - 2) * 0.56));
  const rightWidth = width - leftWidth - 2;
  const userIndex = confTeams.findIndex((t) => t.name === userTeam);
  const independent = team.conference === 'Independent';
  const standingsColumns: Column<TeamSummary>[] = [
    { title: 'Team', width: 'rest', text: (t) => rankPrefix(t.ranking) + t.name, color: (t) => colors(t.name) },
    ...(independent
      ? []
      : [
          {
            title: 'Conf',
            width: 5,
            align: 'right' as const,
            text: (t: TeamSummary) => `${t.confWins}-${t.confLosses}`,
          },
        ]),
    { title: 'All', width: 5, align: 'right', text: overall },
    { title: 'Rtg', width: 3, align: 'right', text: (t) => String(t.rating) },
  ];
  const topColumns: Column<TeamSummary>[] = [
    { title: '#', width: 2, align: 'right', text: (t) => String(t.ranking) },
    { title: 'Team', width: 'rest', text: (t) => t.name, color: (t) => colors(t.name) },
    { title: 'Rec', width: 5, align: 'right', text: overall },
  ];
  const conferenceTitle = independent ? 'Independents' : `${team.conference} standings`;
  return (
    <Box marginTop={1}>
      <Box flexDirection="column" width={leftWidth} marginRight={2}>
        <Text bold>{conferenceTitle}</Text>
        <Table
          columns={standingsColumns}
          rows={confTeams}
          height={tableHeight}
          width={leftWidth}
          offset={Math.max(0, userIndex - (tableHeight - 3))}
          highlight={(t) => t.name === userTeam}
          more={(hidden) => `+${hidden} more: t for the standings`}
        />
      </Box>
      <Box flexDirection="column" width={rightWidth}>
        <Text bold>AP Top 10</Text>
        <Table
          columns={topColumns}
          rows={top10}
          height={Math.min(tableHeight, 11)}
          width={rightWidth}
          highlight={(t) => t.name === userTeam}
          empty="No poll yet."
        />
        {tableHeight >= 13 && (
          <Box flexDirection="column">
            <Text dimColor wrap="truncate-end">
              s schedule t standings ? keys
            </Text>
            {news ? (
              <Text color="yellow" wrap="truncate-end">{`News: ${news}`}</Text>
            ) : (
              <Text dimColor wrap="truncate-end">
                r top 25 p playoff o roster
              </Text>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
