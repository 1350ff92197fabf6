// The preseason: the non-conference schedule with its open weeks, an opponent picker for a week (FBS teams, then
// FCS programs), the site when the opponent would play at more than one, the booked series (g: SeriesPanel) and
// the start of the season.
import { useMemo, useState } from 'react';
import { Text } from 'ink';
import type { GameSite, NonconOpponent, NonconWeek } from '../../../shared/api-types.js';
import { startSeasonQuestion } from '../../../shared/seasonStart.js';
import { advanceStage } from '../../../store/actions/advance.js';
import { scheduleNonConferenceGame } from '../../../store/actions/scheduleNonConference.js';
import { nonconView } from '../../../store/views/noncon.js';
import { nonconOpponentsView } from '../../../store/views/nonconOpponents.js';
import { summerRecruitingWarning } from '../../../store/views/recruiting/summerWarning.js';
import { Screen, ViewError, ViewErrorScreen } from '../components/Screen.js';
import { SeriesPanel } from './SeriesPanel.js';
import { Table, type Column } from '../components/Table.js';
import { useTeamColors } from '../components/TeamName.js';
import { useListCursor } from '../cursor.js';
import { editText, useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { dots, matchesFilter, rankPrefix } from '../text.js';
import { ADVANCE_BUSINESS } from '../../../shared/programs-types.js';

type Phase =
  | { kind: 'weeks' }
  | { kind: 'pick'; week: number }
  | { kind: 'site'; week: number; opponent: NonconOpponent }
  | { kind: 'confirm' }
  | { kind: 'series' };

/** How a site reads from the player's side. */
const SITE_NAMES: Record<GameSite, string> = { home: 'home', away: 'away', neutral: 'neutral site' };

export function PreseasonScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
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
  const pickWeek = phase.kind === 'pick' ? phase.week : null;
  const opponents = useView(
    (ctx) => (pickWeek === null ? [] : nonconOpponentsView(ctx, pickWeek).opponents),
    [pickWeek],
  );
  const shown = useMemo(
    () => (opponents.data ?? []).filter((o) => matchesFilter(filter, [o.team.name, o.team.mascot, o.team.conference])),
    [opponents.data, filter],
  );
  const tableHeight = height - 3;
  const pick = useListCursor(shown.length, tableHeight - 2);
  const sitePick = useListCursor(phase.kind === 'site' ? phase.opponent.sites.length : 0, 3);

  const team = view.data?.team;
  const full = team ? team.nonConfGames >= team.nonConfLimit : true;

  const startSeason = (): void => store.askOthers(ADVANCE_BUSINESS, () => void beginSeason());
  const beginSeason = async (): Promise<void> => {
    const ok = await store.runLong('Starting the season: filling the schedule, setting the lines', () =>
      store.session.change((db) => advanceStage(db)),
    );
    if (ok) {
      navigation.home();
      store.setNotice({ text: 'The season is set. Press a to advance, n to play the next week.', kind: 'info' });
    }
  };

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

  useKeys((input, key) => {
    if (phase.kind === 'site') {
      if (key.escape) setPhase({ kind: 'pick', week: phase.week });
      else if (sitePick.onKey(input, key)) return true;
      else if (key.return) scheduleAt(phase.week, phase.opponent.team.name, phase.opponent.sites[sitePick.index]);
      return true;
    }
    if (phase.kind === 'confirm') {
      if (input === 'y' || key.return) startSeason();
      else setPhase({ kind: 'weeks' });
      return true;
    }
    if (phase.kind === 'pick') {
      if (key.escape) {
        if (filter) setFilter('');
        else setPhase({ kind: 'weeks' });
        return true;
      }
      if (pick.onKey(input, key)) return true;
      if (key.return) {
        const opponent = shown[pick.index];
        if (!opponent) return true;
        if (opponent.sites.length === 1) scheduleAt(phase.week, opponent.team.name, opponent.sites[0]);
        else {
          sitePick.setIndex(0);
          setPhase({ kind: 'site', week: phase.week, opponent });
        }
        return true;
      }
      const edited = editText(filter, input, key);
      if (edited !== null) {
        setFilter(edited);
        pick.setIndex(0);
      }
      return true;
    }
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
  }, phase.kind !== 'series');

  if (!view.data || !team) return <ViewErrorScreen title="Preseason" error={view.error} />;
  if (phase.kind === 'series') return <SeriesPanel onBack={() => setPhase({ kind: 'weeks' })} />;

  if (phase.kind === 'site') {
    const { opponent } = phase;
    return (
      <Screen
        title={`Schedule week ${phase.week}: where to play ${opponent.team.name}`}
        hints={[
          ['↑↓', 'move'],
          ['⏎', 'schedule'],
          ['esc', 'back'],
        ]}
        globalHints={false}
      >
        <Text dimColor>{`${opponent.team.name} would play ${team.name} at:`}</Text>
        {opponent.sites.map((site, i) => (
          <Text
            key={site}
            inverse={i === sitePick.index}
          >{`${i === sitePick.index ? '›' : ' '} ${SITE_NAMES[site]}`}</Text>
        ))}
        <Text dimColor wrap="truncate-end">
          A program only travels to a host near its own standing; neutral sites pair programs of similar standing.
        </Text>
      </Screen>
    );
  }

  if (phase.kind === 'pick') {
    const columns: Column<NonconOpponent>[] = [
      {
        title: 'Team',
        width: 24,
        text: (o) => (o.fcs ? `${o.team.name} (FCS)` : rankPrefix(o.team.ranking) + o.team.name),
        color: (o) => (o.fcs ? undefined : colors(o.team.name)),
      },
      { title: 'Conference', width: 16, text: (o) => o.team.conference },
      { title: 'Rtg', width: 3, align: 'right', text: (o) => String(o.team.rating) },
      { title: 'Prestige', width: 8, text: (o) => (o.fcs ? '' : dots(o.team.prestige, 7)) },
      { title: 'Plays at', width: 'rest', text: (o) => o.sites.map((site) => SITE_NAMES[site]).join(', ') },
    ];
    return (
      <Screen
        title={`Schedule week ${phase.week}: choose an opponent`}
        right={`${team.nonConfGames}/${team.nonConfLimit} scheduled`}
        hints={[
          ['type', 'filter'],
          ['↑↓', 'move'],
          ['⏎', 'schedule'],
          ['esc', filter ? 'clear filter' : 'cancel'],
        ]}
        globalHints={false}
      >
        <Text>
          <Text dimColor>Filter: </Text>
          <Text>{filter}</Text>
          <Text inverse> </Text>
          <Text dimColor>{`   ${shown.length} of ${opponents.data?.length ?? 0} teams free that week`}</Text>
        </Text>
        {opponents.error ? (
          <ViewError message={opponents.error} />
        ) : (
          <Table
            columns={columns}
            rows={shown}
            height={tableHeight + 1}
            width={width}
            selected={pick.index}
            empty="No team can play that week."
          />
        )}
      </Screen>
    );
  }

  const columns: Column<NonconWeek>[] = [
    { title: 'Wk', width: 3, align: 'right', text: (w) => String(w.weekPlayed) },
    {
      title: 'Opponent',
      width: 30,
      text: (w) => (w.opponent ? rankPrefix(w.opponent.ranking) + w.opponent.name : full ? '(bye)' : 'open'),
      color: (w) => (w.opponent ? colors(w.opponent.name) : undefined),
      dim: (w) => w.opponent === null,
    },
    { title: 'Site', width: 12, text: (w) => ('site' in w && w.site ? SITE_NAMES[w.site] : '') },
    { title: 'Game', width: 'rest', text: (w) => (w.opponent ? w.label : '') },
  ];
  return (
    <Screen
      title={`${team.name} ${store.ctx?.year ?? ''} non-conference schedule`}
      right={`${team.nonConfGames}/${team.nonConfLimit} non-conference games`}
      hints={
        phase.kind === 'confirm'
          ? [
              ['y', 'start the season'],
              ['n', 'not yet'],
            ]
          : [
              ['↑↓', 'week'],
              ['⏎', 'schedule'],
              ['g', 'series'],
              ['n', 'start season'],
            ]
      }
    >
      <Text dimColor wrap="truncate-end">
        Conference games and the open weeks are filled automatically when the season starts.
      </Text>
      <Text dimColor wrap="truncate-end">
        Rivalry games are fixed and happen every year.
      </Text>
      <Table columns={columns} rows={schedule} height={height - 4} width={width} selected={weeks.index} />
      {phase.kind === 'confirm' ? (
        <>
          {summer.data ? <Text color="yellow">{summer.data}</Text> : null}
          <Text color="yellow">{`${startSeasonQuestion(store.ctx?.year ?? 0)} (y/n)`}</Text>
        </>
      ) : (
        <Text dimColor>⏎ on an open week picks an opponent · g booked series · n starts the season</Text>
      )}
    </Screen>
  );
}
