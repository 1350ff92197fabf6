// The season's dashboard: the team, its last and next game, its conference standings and the AP top 10, and
// the advance menu that plays weeks with a progress bar.
import { advanceStops } from '../../../shared/seasonWeeks.js';
import { neutralMark, opponentPhrase, siteWord } from '../../../shared/gameSite.js';
import { teamNameText } from '../../../shared/teamName.js';
import { coachedGameName } from '../../../shared/coachedGameName.js';
import { resultWithScore } from '../../../shared/forcedResult.js';
import { useState } from 'react';
import { Box, Text } from 'ink';
import { overallRecord } from '../../../shared/recordText.js';
import type { DashboardGame, TeamSummary } from '../../../shared/api-types.js';
import { advanceStage } from '../../../store/actions/advance.js';
import { dashboardView } from '../../../store/views/dashboard.js';
import { Menu, type MenuItem } from '../components/Menu.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { TeamName, useTeamColors } from '../components/TeamName.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView, type Store } from '../store.js';
import { rankPrefix } from '../text.js';
import { weekName } from '../weeks.js';
import { ADVANCE_BUSINESS, WEEK_BUSINESS } from '../../../shared/programs-types.js';

interface AdvanceItem extends MenuItem {
  target: number;
}

/** The advance menu: the next week, the end of the season, each later week (the web's "Simulate to Week N"). */
export function advanceItems(currentWeek: number, lastWeek: number, playoffTeams: number): AdvanceItem[] {
  const items: AdvanceItem[] = [
    { label: 'Play next week', hint: `play ${weekName(currentWeek, playoffTeams)}`, target: currentWeek + 1 },
  ];
  const stops = advanceStops(currentWeek, { lastWeek, playoffTeams });
  // The end of the season comes second: on a short terminal the list of stops runs onto a second page.
  if (lastWeek > currentWeek)
    items.push({ label: 'End of season', hint: `play weeks ${currentWeek}-${lastWeek}`, target: lastWeek + 1 });
  for (const stop of stops.slice(0, -1)) {
    items.push({
      label: stop.label,
      hint: `play weeks ${currentWeek}-${stop.target - 1}, stop before ${weekName(stop.target, playoffTeams)}`,
      target: stop.target,
    });
  }
  return items;
}

/** "week 3", "weeks 1-3", "week 12 to National Championship". */
export function playedText(first: number, last: number, playoffTeams: number): string {
  const name = (week: number): string => weekName(week, playoffTeams).replace(/^Week/, 'week');
  if (first === last) return name(first);
  if (/^week \d+$/.test(name(last))) return `weeks ${first}-${last}`;
  return `${name(first)} to ${name(last)}`;
}

/** Plays to targetWeek and says what happened. */
export async function playWeeks(store: Store, targetWeek: number): Promise<void> {
  const result = await store.simulate(targetWeek);
  if (!result || result.lastWeek < result.firstWeek) return;
  const ctx = store.session.context();
  const teams = ctx.state.playoff.teams;
  const played = playedText(result.firstWeek, result.lastWeek, teams);
  const over = ctx.state.currentWeek > ctx.lastWeek;
  const game = dashboardView(ctx).last_played;
  const last =
    game && game.weekPlayed >= result.firstWeek
      ? ` ${resultWithScore(game)} ${opponentPhrase(game.site, teamNameText(game.opponent))}${gameName(game)}.`
      : '';
  store.setNotice({
    text: `Played ${played}${result.stopped ? ' (stopped)' : ''}.${last}${over ? ' The season is over: n for the summary.' : ''}`,
    kind: 'info',
  });
}

/** " (Rose Bowl)": the name of a game that has one (a bowl, a playoff game, a rivalry), else nothing. */
/** A team's overall record, "W-L": the table's column is narrow, the conference record has its own. */
const overall = (t: TeamSummary): string => `${t.totalWins}-${t.totalLosses}`;

export function gameName(game: DashboardGame): string {
  return /^N?C \(/.test(game.label) ? '' : ` (${game.label})`;
}

/** `week`: the week a missing game would be in (the next game's line: an open week), else none. */
function GameLine({
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

export function DashboardScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => dashboardView(ctx), []);
  const [menuOpen, setMenuOpen] = useState(false);
  const info = view.data?.info;
  const seasonOver = info ? info.currentWeek > info.lastWeek : false;
  const items = info && !seasonOver ? advanceItems(info.currentWeek, info.lastWeek, info.playoffFormat.teams) : [];
  const menuHeight = height - 5;
  const menu = useListCursor(items.length, menuHeight);

  // Playing the week of the coached game in progress hands the rest of it to the coordinator: ask first.
  const [coachedAsk, setCoachedAsk] = useState<number | null>(null);
  const coaching = info?.coaching ?? null;
  const play = (target: number): void => {
    if (coaching && coaching.week < target) setCoachedAsk(target);
    else store.askOthers(WEEK_BUSINESS, () => void playWeeks(store, target));
  };

  const toSummary = (): void => store.askOthers(ADVANCE_BUSINESS, () => void closeSeason());
  const closeSeason = async (): Promise<void> => {
    if (
      await store.runLong('Closing the season: final standings, awards, records', () =>
        store.session.change((db) => advanceStage(db)),
      )
    )
      navigation.home();
  };

  useKeys((input, key) => {
    if (!info) return false;
    if (coachedAsk !== null) {
      const target = coachedAsk;
      if (input === 'y') store.askOthers(WEEK_BUSINESS, () => void playWeeks(store, target));
      else if (input === 'm') navigation.navigate({ screen: 'coach_game' });
      setCoachedAsk(null);
      return true;
    }
    if (menuOpen) {
      if (menu.onKey(input, key)) return true;
      if (key.return) {
        setMenuOpen(false);
        const item = items[menu.index];
        if (item) play(item.target);
        return true;
      }
      if (key.escape || input === 'a') {
        setMenuOpen(false);
        return true;
      }
      return true;
    }
    if (input === 'a') {
      if (seasonOver) store.setNotice({ text: 'Every game is played: press n for the season summary.', kind: 'info' });
      else {
        menu.setIndex(0);
        setMenuOpen(true);
      }
      return true;
    }
    if (input === 'n') {
      if (seasonOver) toSummary();
      else play(info.currentWeek + 1);
      return true;
    }
    if (input === 'g' || input === 'v') {
      const game = input === 'g' ? (view.data?.last_played ?? view.data?.prev_game) : view.data?.curr_game;
      if (game) navigation.navigate({ screen: 'game', id: game.id });
      else store.setNotice({ text: input === 'g' ? 'No game played yet.' : 'No game ahead.', kind: 'error' });
      return true;
    }
    return false;
  });

  if (!view.data || !info) return <ViewErrorScreen title="Dashboard" error={view.error} />;
  // "Last" is the latest game played, whatever its week: the bowl once the season is over.
  const { team, prev_game: prevWeek, curr_game: next, confTeams, top_10: top10 } = view.data;
  const prev = view.data.last_played ?? prevWeek;
  const userTeam = team.name;
  const playoffTeams = info.playoffFormat.teams;

  const hints =
    coachedAsk !== null
      ? ([
          ['y', 'let the coordinator finish it'],
          ['m', 'resume coaching'],
          ['n', 'cancel'],
        ] as const)
      : menuOpen
        ? ([
            ['↑↓', 'choose'],
            ['⏎', 'play'],
            ['esc', 'close'],
          ] as const)
        : coaching
          ? ([
              ['m', 'resume coaching'],
              ['a', 'advance'],
              ['n', 'next week'],
              ['g', 'last game'],
            ] as const)
          : seasonOver
            ? ([
                ['n', 'season summary'],
                ['g', 'last game'],
              ] as const)
            : ([
                ['a', 'advance'],
                ['n', 'next week'],
                ['g', 'last game'],
                ['v', 'next game'],
              ] as const);

  const leftWidth = Math.max(36, Math.floor((width - 2) * 0.56));
  const rightWidth = width - leftWidth - 2;
  const warning = view.data.recruiting_warning ?? null;
  // Signing day's walk-ons, named when the player invited some or the class is being neglected (as the web shows).
  const walkOns =
    view.data.walk_ons?.line && (view.data.walk_ons.invited.length > 0 || warning) ? view.data.walk_ons.line : null;
  const tableHeight =
    height - 5 - (warning ? 1 : 0) - (walkOns ? 1 : 0) - (coaching ? 1 : 0) - (coachedAsk !== null ? 1 : 0);
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
    <Screen
      title={`${userTeam} dashboard`}
      right={seasonOver ? 'season over' : weekName(info.currentWeek, playoffTeams)}
      hints={hints}
    >
      <Text wrap="truncate-end">
        <TeamName name={team.name} rank={team.ranking} bold />
        <Text>{` ${team.mascot}  `}</Text>
        <Text bold>{`${team.totalWins}-${team.totalLosses}`}</Text>
        <Text
          dimColor
        >{` (${team.confWins}-${team.confLosses} ${team.conference === 'Independent' ? 'indep.' : team.conference})  rating ${team.rating} · off ${team.offense} · def ${team.defense}`}</Text>
      </Text>
      <GameLine title="Last" game={prev} playoffTeams={playoffTeams} />
      {seasonOver ? (
        <Text color="yellow" wrap="truncate-end">
          The season is over. Press n for the season summary.
        </Text>
      ) : (
        <GameLine title="Next" game={next} playoffTeams={playoffTeams} week={info.currentWeek} />
      )}
      {coachedAsk !== null && coaching ? (
        <Box flexDirection="column">
          <Text color="yellow" wrap="truncate-end">{`${coachedGameName(coaching)} is in progress.`}</Text>
          <Text color="yellow" wrap="truncate-end">
            Play it anyway? Your coordinator calls the rest. (y/n, m resumes)
          </Text>
        </Box>
      ) : (
        coaching && (
          <Text
            color="yellow"
            wrap="truncate-end"
          >{`${coachedGameName(coaching)} is in progress: m resumes coaching it.`}</Text>
        )
      )}
      {warning && <Text color="yellow" wrap="truncate-end">{`Recruiting (b): ${warning}`}</Text>}
      {walkOns && <Text wrap="truncate-end">{walkOns}</Text>}
      {menuOpen ? (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Advance: play games until…</Text>
          <Menu items={items} selected={menu.index} height={menuHeight} />
        </Box>
      ) : (
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
                {view.data.news[0] ? (
                  <Text color="yellow" wrap="truncate-end">{`News: ${view.data.news[0].text}`}</Text>
                ) : (
                  <Text dimColor wrap="truncate-end">
                    r top 25 p playoff o roster
                  </Text>
                )}
              </Box>
            )}
          </Box>
        </Box>
      )}
    </Screen>
  );
}
