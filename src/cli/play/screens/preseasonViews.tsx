// The preseason screen's three views: where to play a chosen opponent, the opponent picker of an open week, and
// the non-conference schedule itself (PreseasonScreen.tsx holds their state and keys).
import { Text } from 'ink';
import type { GameSite, NonconOpponent, NonconResponse, NonconWeek } from '../../../shared/api-types.js';
import { startSeasonQuestion } from '../../../shared/seasonStart.js';
import { Screen, ViewError } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useTeamColors } from '../components/TeamName.js';
import { useBodySize } from '../layout.js';
import { useStore, type ViewResult } from '../store.js';
import { dots, rankPrefix } from '../text.js';

/** How a site reads from the player's side. */
const SITE_NAMES: Record<GameSite, string> = { home: 'home', away: 'away', neutral: 'neutral site' };

type NonconTeam = NonconResponse['team'];

export function SitePicker({
  week,
  opponent,
  team,
  selected,
}: {
  week: number;
  opponent: NonconOpponent;
  team: NonconTeam;
  selected: number;
}) {
  return (
    <Screen
      title={`Schedule week ${week}: where to play ${opponent.team.name}`}
      hints={[
        ['↑↓', 'move'],
        ['⏎', 'schedule'],
        ['esc', 'back'],
      ]}
      globalHints={false}
    >
      <Text dimColor>{`${opponent.team.name} would play ${team.name} at:`}</Text>
      {opponent.sites.map((site, i) => (
        <Text key={site} inverse={i === selected}>{`${i === selected ? '›' : ' '} ${SITE_NAMES[site]}`}</Text>
      ))}
      <Text dimColor wrap="truncate-end">
        A program only travels to a host near its own standing; neutral sites pair programs of similar standing.
      </Text>
    </Screen>
  );
}

export function OpponentPicker({
  week,
  team,
  filter,
  opponents,
  shown,
  tableHeight,
  selected,
}: {
  week: number;
  team: NonconTeam;
  filter: string;
  opponents: ViewResult<NonconOpponent[]>;
  shown: NonconOpponent[];
  tableHeight: number;
  selected: number;
}) {
  const { width } = useBodySize();
  const colors = useTeamColors();
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
      title={`Schedule week ${week}: choose an opponent`}
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
          selected={selected}
          empty="No team can play that week."
        />
      )}
    </Screen>
  );
}

/** The weeks of the schedule, and the question before the season starts (`confirming`). */
export function NonconWeeks({
  team,
  schedule,
  selected,
  confirming,
  summer,
}: {
  team: NonconTeam;
  schedule: NonconWeek[];
  selected: number;
  confirming: boolean;
  summer: string | null;
}) {
  const store = useStore();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const full = team.nonConfGames >= team.nonConfLimit;
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
        confirming
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
      <Table columns={columns} rows={schedule} height={height - 4} width={width} selected={selected} />
      {confirming ? (
        <>
          {summer ? <Text color="yellow">{summer}</Text> : null}
          <Text color="yellow">{`${startSeasonQuestion(store.ctx?.year ?? 0)} (y/n)`}</Text>
        </>
      ) : (
        <Text dimColor>⏎ on an open week picks an opponent · g booked series · n starts the season</Text>
      )}
    </Screen>
  );
}
