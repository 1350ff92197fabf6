// The preseason: the non-conference schedule with its open weeks, an opponent picker for a week (FBS teams, then
// FCS programs), the site when the opponent would play at more than one, the booked series (g: SeriesPanel) and
// the start of the season. Its views are in preseasonViews.tsx.
import { useMemo, useState } from 'react';
import type { GameSite, NonconOpponent } from '../../../shared/api-types.js';
import { advanceStage } from '../../../store/actions/advance.js';
import { scheduleNonConferenceGame } from '../../../store/actions/scheduleNonConference.js';
import { nonconView } from '../../../store/views/noncon.js';
import { nonconOpponentsView } from '../../../store/views/nonconOpponents.js';
import { summerRecruitingWarning } from '../../../store/views/recruiting/summerWarning.js';
import { ViewErrorScreen } from '../components/Screen.js';
import { SeriesPanel } from './SeriesPanel.js';
import { filteredListKey, useListCursor } from '../cursor.js';
import { type Key, useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { matchesFilter } from '../text.js';
import { NonconWeeks, OpponentPicker, SitePicker } from './preseasonViews.js';
import { ADVANCE_BUSINESS } from '../../../shared/programs-types.js';

type Phase =
  | { kind: 'weeks' }
  | { kind: 'pick'; week: number }
  | { kind: 'site'; week: number; opponent: NonconOpponent }
  | { kind: 'confirm' }
  | { kind: 'series' };

/** The season's start, once the player's other coached programs' business is seen to (multi-team mode). */
function useSeasonStart(): () => void {
  const store = useStore();
  const navigation = useNavigation();
  const beginSeason = async (): Promise<void> => {
    const ok = await store.runLong('Starting the season: filling the schedule, setting the lines', () =>
      store.session.change((db) => advanceStage(db)),
    );
    if (ok) {
      navigation.home();
      store.setNotice({ text: 'The season is set. Press a to advance, n to play the next week.', kind: 'info' });
    }
  };
  return () => store.askOthers(ADVANCE_BUSINESS, () => void beginSeason());
}

/** The teams free to play in the week picked (none without one), and those the filter shows. */
function useOpponents(week: number | null, filter: string) {
  const opponents = useView((ctx) => (week === null ? [] : nonconOpponentsView(ctx, week).opponents), [week]);
  const shown = useMemo(
    () => (opponents.data ?? []).filter((o) => matchesFilter(filter, [o.team.name, o.team.mascot, o.team.conference])),
    [opponents.data, filter],
  );
  return { opponents, shown };
}

export function PreseasonScreen() {
  const store = useStore();
  const { height } = useBodySize();
  const view = useView((ctx) => nonconView(ctx), []);
  const summer = useView((ctx) => summerRecruitingWarning(ctx), []);
  const [phase, setPhase] = useState<Phase>({ kind: 'weeks' });
  const [filter, setFilter] = useState('');
  const schedule = view.data?.schedule ?? [];
  const weeks = useListCursor(
    schedule.length,
    schedule.length,
    Math.max(
      0,
      schedule.findIndex((w) => w.opponent === null),
    ),
  );
  const { opponents, shown } = useOpponents(phase.kind === 'pick' ? phase.week : null, filter);
  const tableHeight = height - 3;
  const pick = useListCursor(shown.length, tableHeight - 2);
  const sitePick = useListCursor(phase.kind === 'site' ? phase.opponent.sites.length : 0, 3);

  const team = view.data?.team;
  const full = team ? team.nonConfGames >= team.nonConfLimit : true;

  const startSeason = useSeasonStart();

  const scheduleAt = (week: number, opponent: string, site: GameSite): void => {
    const where = site === 'neutral' ? ' at a neutral site' : site === 'away' ? ' away' : ' at home';
    if (
      store.act(
        (db, program) => scheduleNonConferenceGame(db, program, opponent, week, site),
        `Scheduled ${opponent} in week ${week}${where}.`,
      )
    ) {
      setPhase({ kind: 'weeks' });
      setFilter('');
    }
  };

  /** Where to play the opponent chosen: a site, or back to the opponents. */
  const onSiteKey = (input: string, key: Key, week: number, opponent: NonconOpponent): boolean => {
    if (key.escape) setPhase({ kind: 'pick', week });
    else if (sitePick.onKey(input, key)) return true;
    else if (key.return) scheduleAt(week, opponent.team.name, opponent.sites[sitePick.index]);
    return true;
  };

  /** The opponent picker: every key but the list's own belongs to the filter. */
  const onPickKey = (input: string, key: Key, week: number): boolean =>
    filteredListKey(input, key, {
      filter,
      setFilter,
      cursor: pick,
      leave: () => setPhase({ kind: 'weeks' }),
      choose: () => {
        const opponent = shown[pick.index];
        if (!opponent) return;
        if (opponent.sites.length === 1) scheduleAt(week, opponent.team.name, opponent.sites[0]);
        else {
          sitePick.setIndex(0);
          setPhase({ kind: 'site', week, opponent });
        }
      },
    });

  /** The schedule: an open week's opponent picker, the booked series, the start of the season. */
  const onWeeksKey = (input: string, key: Key): boolean => {
    if (weeks.onKey(input, key)) return true;
    if (key.return) {
      const week = schedule[weeks.index];
      if (!week) return true;
      if (week.opponent)
        store.setNotice({
          text: `Week ${week.weekPlayed} is taken: ${week.label ?? 'a game'} against ${week.opponent.name}.`,
          kind: 'error',
        });
      else if (full)
        store.setNotice({
          text: `The non-conference slate is full (${team?.nonConfGames}/${team?.nonConfLimit}).`,
          kind: 'error',
        });
      else {
        setFilter('');
        pick.setIndex(0);
        setPhase({ kind: 'pick', week: week.weekPlayed });
      }
      return true;
    }
    if (input === 'n') {
      setPhase({ kind: 'confirm' });
      return true;
    }
    if (input === 'g') {
      setPhase({ kind: 'series' });
      return true;
    }
    return false;
  };

  useKeys((input, key) => {
    if (phase.kind === 'site') return onSiteKey(input, key, phase.week, phase.opponent);
    if (phase.kind === 'confirm') {
      if (input === 'y' || key.return) startSeason();
      else setPhase({ kind: 'weeks' });
      return true;
    }
    if (phase.kind === 'pick') return onPickKey(input, key, phase.week);
    return onWeeksKey(input, key);
  }, phase.kind !== 'series');

  if (!view.data || !team) return <ViewErrorScreen title="Preseason" error={view.error} />;
  if (phase.kind === 'series') return <SeriesPanel onBack={() => setPhase({ kind: 'weeks' })} />;
  if (phase.kind === 'site')
    return <SitePicker week={phase.week} opponent={phase.opponent} team={team} selected={sitePick.index} />;
  if (phase.kind === 'pick')
    return (
      <OpponentPicker
        week={phase.week}
        team={team}
        filter={filter}
        opponents={opponents}
        shown={shown}
        tableHeight={tableHeight}
        selected={pick.index}
      />
    );
  return (
    <NonconWeeks
      team={team}
      schedule={schedule}
      selected={weeks.index}
      confirming={phase.kind === 'confirm'}
      summer={summer.data}
    />
  );
}
