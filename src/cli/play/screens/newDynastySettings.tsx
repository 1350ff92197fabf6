// The new dynasty's settings form: the season, the playoff format (autobids and top-4 seeding for 12 teams), whether
// the staff recruits for the player (off unless chosen), the player's role (head coach, or the offensive coordinator
// who climbs the ladder), or a league file's league (a path, checked as `dynasty league import` checks it); below
// them, the head coach the player makes (name, background, schemes, creation points; coachFields.ts).
import { readFileSync } from 'node:fs';
import { useMemo, useState } from 'react';
import { Box, Text } from 'ink';
import { FIRST_YEAR, LAST_YEAR } from '../../../core/data/types.js';
import type { PreviewTeam } from '../../../shared/api-types.js';
import type { LeagueSetup } from '../../../core/league/types.js';
import { readLeagueFileOrThrow } from '../../../store/actions/leagueSetup.js';
import { GameError } from '../../../store/errors.js';
import { homeView } from '../../../store/views/home.js';
import { Screen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { editText, type Key } from '../keys.js';
import type { NewGameChoice } from '../session.js';
import { useStore } from '../store.js';
import { changeCoach, coachCreation, coachRows, coachValue, NO_COACH, type CoachSettings } from './coachFields.js';

interface Settings {
  year: number;
  playoffTeams: number;
  autobids: number;
  top4: boolean;
  staffRecruiting: boolean;
  coordinator: boolean;
}

export interface PickTeam extends PreviewTeam {
  conference: string;
  order: number;
}

const FORMATS = [2, 4, 8, 12, 16, 24];

function defaults(year: number): Settings {
  const { playoff } = homeView(null, year).preview!;
  return {
    year,
    playoffTeams: playoff.teams,
    autobids: playoff.teams === 12 ? playoff.conf_champ_autobids : 5,
    top4: playoff.teams === 12 ? (playoff.conf_champ_top_4 ?? true) : true,
    staffRecruiting: false,
    coordinator: false,
  };
}

/** The season's programs, by prestige; with a league file, its programs in its conferences. */
function teamsOf(year: number, league: LeagueSetup | null): { teams: PickTeam[]; conferenceCount: number } {
  const preview = homeView(null, year).preview!;
  const real = [
    ...Object.entries(preview.conferences).flatMap(([conference, c]) => c.teams.map((t) => ({ ...t, conference }))),
    ...preview.independents.map((t) => ({ ...t, conference: 'Independent' })),
  ]
    .sort((a, b) => b.prestige - a.prestige || b.ceiling - a.ceiling || a.name.localeCompare(b.name))
    .map((t, i) => ({ ...t, order: i + 1 }));
  if (!league) return { teams: real, conferenceCount: Object.keys(preview.conferences).length };
  // The file's league: its programs only (its conferences are its own).
  const inFile = new Set([...league.conferences.flatMap((c) => c.teams), ...league.independents]);
  const conferenceOf = new Map(league.conferences.flatMap((c) => c.teams.map((t) => [t, c.name] as const)));
  return {
    teams: real
      .filter((t) => inFile.has(t.name))
      .map((t) => ({ ...t, conference: conferenceOf.get(t.name) ?? 'Independent' })),
    conferenceCount: league.conferences.length,
  };
}

const FIELDS = [
  'League file',
  'Season',
  'Playoff',
  'Autobids',
  'Top 4 seeds',
  'Staff recruits',
  'Your role',
  'Choose your team',
] as const;

/** A league file's league and first season, or the error naming its line and reason. */
function readLeague(path: string): { year: number; setup: LeagueSetup } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new GameError('not_found', `Cannot read league file ${path}.`);
  }
  return readLeagueFileOrThrow(text);
}

export function formatLabel(teams: number): string {
  return teams === 2 ? '2 teams (BCS title game)' : `${teams} teams`;
}

export type DynastySettings = ReturnType<typeof useDynastySettings>;

/** The form's state, its rows and its keys; `toTeams` goes on to the team list. */
export function useDynastySettings(toTeams: () => void) {
  const store = useStore();
  const [settings, setSettings] = useState<Settings>(() => defaults(store.ctx?.state.startYear ?? LAST_YEAR));
  const [leaguePath, setLeaguePath] = useState('');
  const [league, setLeague] = useState<LeagueSetup | null>(null);
  const [coach, setCoach] = useState<CoachSettings>(NO_COACH);
  const { teams, conferenceCount } = useMemo(() => teamsOf(settings.year, league), [settings.year, league]);
  // Autobids from 8 teams on; the champions' byes only where there are byes (12 and 24 teams).
  const withAutobids = settings.playoffTeams >= 8;
  const withByes = settings.playoffTeams === 12 || settings.playoffTeams === 24;
  // A coordinator is not made at a new game: the coach's rows are for a head coach.
  const fields: string[] = [
    ...FIELDS.filter((f) => (f !== 'Autobids' || withAutobids) && (f !== 'Top 4 seeds' || withByes)),
    ...(settings.coordinator ? [] : coachRows(coach)),
  ];
  const field = useListCursor(fields.length, fields.length, fields.indexOf('Choose your team'));

  const change = (step: number): void => {
    const name = fields[field.index];
    if (name === 'Season') {
      const year = Math.min(LAST_YEAR, Math.max(FIRST_YEAR, settings.year + step));
      if (year !== settings.year)
        setSettings({
          ...defaults(year),
          staffRecruiting: settings.staffRecruiting,
          coordinator: settings.coordinator,
        });
    } else if (name === 'Playoff') {
      const at = FORMATS.indexOf(settings.playoffTeams);
      setSettings({ ...settings, playoffTeams: FORMATS[(at + step + FORMATS.length) % FORMATS.length] });
    } else if (name === 'Autobids') {
      setSettings({ ...settings, autobids: Math.min(conferenceCount, Math.max(0, settings.autobids + step)) });
    } else if (name === 'Top 4 seeds') {
      setSettings({ ...settings, top4: !settings.top4 });
    } else if (name === 'Staff recruits') {
      setSettings({ ...settings, staffRecruiting: !settings.staffRecruiting });
    } else if (name === 'Your role') {
      setSettings({ ...settings, coordinator: !settings.coordinator });
    } else if (name !== 'League file' && name !== 'Choose your team') {
      setCoach(changeCoach(coach, name, step));
    }
  };

  /** Reads the league file typed; false (its error the notice) when it cannot be played. */
  const checkLeagueFile = (): boolean => {
    try {
      const file = readLeague(leaguePath.trim());
      setSettings({ ...settings, year: file.year, playoffTeams: file.setup.playoff.teams });
      setLeague(file.setup);
      const p = file.setup.playoff;
      store.setNotice({
        text: `League file ${leaguePath.trim()}: ${file.year}, ${file.setup.conferences.length} conferences, ${p.teams}-team playoff (${p.autobids} automatic bids, ${p.onCampusRounds} on-campus rounds). Choose your team from its league.`,
        kind: 'info',
      });
      return true;
    } catch (error) {
      store.setNotice({ text: error instanceof Error ? error.message : String(error), kind: 'error' });
      return false;
    }
  };

  const onKey = (input: string, key: Key): boolean => {
    if (key.upArrow || key.downArrow) return field.onKey(input, key);
    if (fields[field.index] === 'Coach name' && !key.return) {
      const edited = editText(coach.name, input, key);
      if (edited !== null) setCoach({ ...coach, name: edited.slice(0, 40) });
      return true;
    }
    if (fields[field.index] === 'League file' && !key.return) {
      const edited = editText(leaguePath, input, key);
      if (edited !== null) {
        setLeaguePath(edited);
        setLeague(null);
      }
      return true;
    }
    if (key.leftArrow || key.rightArrow) {
      change(key.leftArrow ? -1 : 1);
      return true;
    }
    if (key.return) {
      if (leaguePath.trim() === '' || league || checkLeagueFile()) toTeams();
      return true;
    }
    return false;
  };

  /** The new game as chosen, for `team`. */
  const choice = (team: string): NewGameChoice => ({
    year: settings.year,
    team,
    // A league file brings its own playoff format.
    playoffTeams: league ? undefined : settings.playoffTeams,
    autobids: withAutobids && !league ? settings.autobids : undefined,
    confChampTop4: withByes && !league ? settings.top4 : undefined,
    staffRecruiting: settings.staffRecruiting,
    role: settings.coordinator ? 'coordinator' : 'head_coach',
    ...(settings.coordinator ? {} : { coach: coachCreation(coach) }),
    ...(league ? { setup: league } : {}),
  });

  return { settings, leaguePath, league, coach, teams, conferenceCount, fields, field, onKey, choice };
}

function settingText(form: DynastySettings, name: string, selected: boolean): string {
  const { settings, leaguePath, league, coach, conferenceCount } = form;
  switch (name) {
    case 'Season':
      return `◀ ${settings.year} ▶`;
    case 'Playoff':
      return `◀ ${formatLabel(settings.playoffTeams)} ▶`;
    case 'Autobids':
      return `◀ ${settings.autobids} ▶  conference champions sure of a spot (0-${conferenceCount})`;
    case 'Top 4 seeds':
      return `◀ ${settings.top4 ? 'the best conference champions' : 'the four best teams'} ▶`;
    case 'League file':
      return `${leaguePath || '(none: the real league)'}${selected ? '▏' : ''}${league ? '  ✓ checked' : ''}`;
    case 'Staff recruits':
      return `◀ ${settings.staffRecruiting ? 'on: your staff fills your board and offers' : 'off: you recruit (your board is yours)'} ▶`;
    case 'Your role':
      return `◀ ${settings.coordinator ? 'offensive coordinator (head coaching offers come after good seasons)' : 'head coach'} ▶`;
    case 'Choose your team':
      return '⏎';
    default:
      return coachValue(coach, name, selected);
  }
}

export function SettingsForm({ form }: { form: DynastySettings }) {
  const { fields, field } = form;
  return (
    <Screen
      title="New dynasty"
      hints={[
        ['↑↓', 'field'],
        ['←→', 'change'],
        ['⏎', 'choose a team'],
      ]}
    >
      <Box flexDirection="column" marginTop={1}>
        {fields.map((name, i) => (
          <Text key={name} wrap="truncate-end">
            <Text color="cyan">{i === field.index ? '› ' : '  '}</Text>
            <Text bold={i === field.index}>{name.padEnd(18)}</Text>
            <Text inverse={i === field.index}>{settingText(form, name, i === field.index)}</Text>
          </Text>
        ))}
        <Box marginTop={1} flexDirection="column">
          <Text
            dimColor
          >{`${form.teams.length} FBS programs in ${form.settings.year}. The season's real playoff format is preselected.`}</Text>
        </Box>
      </Box>
    </Screen>
  );
}
