// The season's dashboard: the team, its last and next game, its conference standings and the AP top 10, and
// the advance menu that plays weeks with a progress bar (its lines and panels: dashboardParts.tsx).
import { advanceStops } from '../../../shared/seasonWeeks.js';
import { opponentPhrase } from '../../../shared/gameSite.js';
import { teamNameText } from '../../../shared/teamName.js';
import { resultWithScore } from '../../../shared/forcedResult.js';
import { useState } from 'react';
import { Box, Text } from 'ink';
import { advanceStage } from '../../../store/actions/advance.js';
import { dashboardView } from '../../../store/views/dashboard.js';
import { Menu, type MenuItem } from '../components/Menu.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView, type Store } from '../store.js';
import { CoachingLine, dashboardHints, GameLine, gameName, StandingsAndPoll, TeamLine } from './dashboardParts.js';
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

export function DashboardScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { height } = useBodySize();
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
  const playoffTeams = info.playoffFormat.teams;

  const warning = view.data.recruiting_warning ?? null;
  // Signing day's walk-ons, named when the player invited some or the class is being neglected (as the web shows).
  const walkOns =
    view.data.walk_ons?.line && (view.data.walk_ons.invited.length > 0 || warning) ? view.data.walk_ons.line : null;
  const tableHeight =
    height - 5 - (warning ? 1 : 0) - (walkOns ? 1 : 0) - (coaching ? 1 : 0) - (coachedAsk !== null ? 1 : 0);

  return (
    <Screen
      title={`${team.name} dashboard`}
      right={seasonOver ? 'season over' : weekName(info.currentWeek, playoffTeams)}
      hints={dashboardHints({ asking: coachedAsk !== null, menuOpen, coaching: coaching !== null, seasonOver })}
    >
      <TeamLine team={team} />
      <GameLine title="Last" game={prev} playoffTeams={playoffTeams} />
      {seasonOver ? (
        <Text color="yellow" wrap="truncate-end">
          The season is over. Press n for the season summary.
        </Text>
      ) : (
        <GameLine title="Next" game={next} playoffTeams={playoffTeams} week={info.currentWeek} />
      )}
      {coaching && <CoachingLine coaching={coaching} asking={coachedAsk !== null} />}
      {warning && <Text color="yellow" wrap="truncate-end">{`Recruiting (b): ${warning}`}</Text>}
      {walkOns && <Text wrap="truncate-end">{walkOns}</Text>}
      {menuOpen ? (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Advance: play games until…</Text>
          <Menu items={items} selected={menu.index} height={menuHeight} />
        </Box>
      ) : (
        <StandingsAndPoll
          team={team}
          confTeams={confTeams}
          top10={top10}
          news={view.data.news[0]?.text ?? null}
          tableHeight={tableHeight}
        />
      )}
    </Screen>
  );
}
