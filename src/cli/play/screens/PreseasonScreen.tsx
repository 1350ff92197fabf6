// The preseason: the non-conference schedule with its open weeks, an opponent picker for a week, and the
// start of the season.
import { useMemo, useState } from 'react';
import { Text } from 'ink';
import type { NonconWeek, Team } from '../../../shared/api-types.js';
import { advanceStage } from '../../../store/actions/advance.js';
import { scheduleNonConferenceGame } from '../../../store/actions/scheduleNonConference.js';
import { fetchTeamsView } from '../../../store/views/fetchTeams.js';
import { nonconView } from '../../../store/views/noncon.js';
import { Screen, ViewError } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useTeamColors } from '../components/TeamName.js';
import { useListCursor } from '../cursor.js';
import { editText, useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { dots, matchesFilter, rankPrefix } from '../text.js';

type Phase = { kind: 'weeks' } | { kind: 'pick'; week: number } | { kind: 'confirm' };

export function PreseasonScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => nonconView(ctx), []);
  const [phase, setPhase] = useState<Phase>({ kind: 'weeks' });
  const [filter, setFilter] = useState('');
  const schedule = view.data?.schedule ?? [];
  const weeks = useListCursor(schedule.length, schedule.length, Math.max(0, schedule.findIndex((w) => w.opponent === null)));
  const pickWeek = phase.kind === 'pick' ? phase.week : null;
  const opponents = useView((ctx) => (pickWeek === null ? [] : fetchTeamsView(ctx, pickWeek).map((name) => ctx.team(name))), [pickWeek]);
  const shown = useMemo(
    () => (opponents.data ?? []).filter((t) => matchesFilter(filter, [t.name, t.mascot, t.conference])),
    [opponents.data, filter],
  );
  const tableHeight = height - 3;
  const pick = useListCursor(shown.length, tableHeight - 2);

  const team = view.data?.team;
  const full = team ? team.nonConfGames >= team.nonConfLimit : true;

  const startSeason = async (): Promise<void> => {
    const ok = await store.runLong('Starting the season: filling the schedule, setting the lines', () => store.session.change((db) => advanceStage(db)));
    if (ok) {
      navigation.home();
      store.setNotice({ text: 'The season is set. Press a to advance, n to play the next week.', kind: 'info' });
    }
  };

  useKeys((input, key) => {
    if (phase.kind === 'confirm') {
      if (input === 'y' || key.return) void startSeason();
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
        if (opponent && store.act((db) => scheduleNonConferenceGame(db, opponent.name, phase.week), `Scheduled ${opponent.name} in week ${phase.week}.`)) {
          setPhase({ kind: 'weeks' });
          setFilter('');
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
      if (week.opponent) store.setNotice({ text: `Week ${week.weekPlayed} is taken: ${week.label ?? 'a game'} against ${week.opponent.name}.`, kind: 'error' });
      else if (full) store.setNotice({ text: `The non-conference slate is full (${team?.nonConfGames}/${team?.nonConfLimit}).`, kind: 'error' });
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
    return false;
  });

  if (!view.data || !team) {
    return (
      <Screen title="Preseason">
        <ViewError message={view.error ?? ''} />
      </Screen>
    );
  }

  if (phase.kind === 'pick') {
    const columns: Column<Team>[] = [
      { title: 'Team', width: 24, text: (t) => rankPrefix(t.ranking) + t.name, color: (t) => colors(t.name) },
      { title: 'Conference', width: 16, text: (t) => t.conference },
      { title: 'Rtg', width: 3, align: 'right', text: (t) => String(t.rating) },
      { title: 'Prestige', width: 8, text: (t) => dots(t.prestige, 7) },
      { title: 'Mascot', width: 'rest', text: (t) => t.mascot },
    ];
    return (
      <Screen
        title={`Schedule week ${phase.week}: choose an opponent`}
        right={`${team.nonConfGames}/${team.nonConfLimit} scheduled`}
        hints={[['type', 'filter'], ['↑↓', 'move'], ['⏎', 'schedule'], ['esc', filter ? 'clear filter' : 'cancel']]}
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
          <Table columns={columns} rows={shown} height={tableHeight + 1} width={width} selected={pick.index} empty="No team can play that week." />
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
    { title: 'Game', width: 'rest', text: (w) => (w.opponent ? w.label : '') },
  ];
  return (
    <Screen
      title={`${team.name} ${store.ctx?.year ?? ''} non-conference schedule`}
      right={`${team.nonConfGames}/${team.nonConfLimit} non-conference games`}
      hints={phase.kind === 'confirm' ? [['y', 'start the season'], ['n', 'not yet']] : [['↑↓', 'week'], ['⏎', 'schedule'], ['n', 'start season']]}
    >
      <Text dimColor wrap="truncate-end">
        Conference games and the open weeks are filled automatically when the season starts.
      </Text>
      <Text dimColor wrap="truncate-end">
        Rivalry games are fixed and happen every year.
      </Text>
      <Table columns={columns} rows={schedule} height={height - 4} width={width} selected={weeks.index} />
      {phase.kind === 'confirm' ? (
        <Text color="yellow">{`Start the ${store.ctx?.year} season now? Scheduling closes. (y/n)`}</Text>
      ) : (
        <Text dimColor>⏎ on an open week picks an opponent · n starts the season</Text>
      )}
    </Screen>
  );
}
