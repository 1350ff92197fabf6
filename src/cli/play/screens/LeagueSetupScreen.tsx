// The league's setup in the terminal: conferences (↑↓ choose), and in the preseason the changes of
// `dynasty league` and the League setup page, each the same use case: g conference games (7/8/9 as its size allows), n title game,
// m move a program, a create a conference, r rename, x dissolve, p playoff size, i NIL on/off.
import { Text } from 'ink';
import { PLAYOFF_SIZES } from '../../../core/league/types.js';
import type { LeagueChange } from '../../../shared/api-types.js';
import { applyLeagueChange } from '../../../store/actions/leagueChange.js';
import { leagueSetupView } from '../../../store/views/leagueSetup.js';
import { Lines } from '../components/Lines.js';
import { PromptLine, usePrompt } from '../components/Prompt.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';

export function LeagueSetupScreen() {
  const store = useStore();
  const view = useView((c) => leagueSetupView(c), []);
  const { height, width } = useBodySize();
  const prompt = usePrompt();
  const conferences = view.data?.setup.conferences ?? [];
  // A realignment under way, said in full (wrapped) above the conferences.
  const note = view.data?.unfinished ? `Realignment under way: ${view.data.unfinished}` : null;
  const noteRows = note ? Math.ceil(note.length / Math.max(20, width)) : 0;
  const cursor = useListCursor(conferences.length, Math.max(1, height - 6 - noteRows));
  const chosen = conferences[cursor.index];
  const change = (c: LeagueChange, done: string) => store.act((db) => applyLeagueChange(db, c), done);

  useKeys((input, key) => {
    if (prompt.onKey(input, key)) return true;
    const data = view.data;
    if (!data?.can_change) return cursor.onKey(input, key);
    const p = data.setup.playoff;
    switch (input) {
      case 'g': {
        // The next of the games a conference of its size may play (7, 8, 9 from eight teams; a small one's round robin).
        const choices = chosen ? (data.conference_games[chosen.name] ?? []) : [];
        const games = chosen ? choices[(choices.indexOf(chosen.confGames) + 1) % choices.length] : undefined;
        if (chosen && games !== undefined)
          change({ action: 'games', conference: chosen.name, games }, `${chosen.name}: ${games} conference games.`);
        return true;
      }
      case 'n':
        if (chosen)
          change(
            { action: 'title_game', conference: chosen.name, on: !chosen.championshipGame },
            `${chosen.name}: title game ${chosen.championshipGame ? 'off' : 'on'}.`,
          );
        return true;
      case 'x':
        if (chosen) change({ action: 'dissolve', conference: chosen.name }, `Dissolved ${chosen.name}.`);
        return true;
      case 'r':
        if (chosen)
          prompt.ask(`New name for ${chosen.name}`, (name) =>
            change({ action: 'rename', conference: chosen.name, name }, `Renamed ${chosen.name} to ${name}.`),
          );
        return true;
      case 'm':
        prompt.ask('Move: team > conference (or Independent)', (text) => {
          const [team, conference] = text.split('>').map((s) => s.trim());
          change({ action: 'move', team: team ?? '', conference: conference ?? '' }, `Moved ${team} to ${conference}.`);
        });
        return true;
      case 'a':
        prompt.ask('New conference: name: team, team, ...', (text) => {
          const [name, teams] = text.split(':');
          change(
            {
              action: 'create',
              name: name?.trim() ?? '',
              teams: (teams ?? '')
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean),
            },
            `Created ${name?.trim()}.`,
          );
        });
        return true;
      case 'p': {
        const next =
          PLAYOFF_SIZES[(PLAYOFF_SIZES.indexOf(p.teams as (typeof PLAYOFF_SIZES)[number]) + 1) % PLAYOFF_SIZES.length];
        change({ action: 'playoff', teams: next }, `Playoff: ${next} teams.`);
        return true;
      }
      case 'i':
        change(
          { action: 'rules', rules: { nil: !data.setup.rules.nil } },
          `NIL ${data.setup.rules.nil ? 'off' : 'on'}.`,
        );
        return true;
      default:
        return cursor.onKey(input, key);
    }
  });

  if (view.error !== null) return <ViewErrorScreen title="League setup" error={view.error} />;
  const data = view.data;
  const { playoff: p, rules: r } = data.setup;
  const lines = conferences.map((c, i) => (
    <Text key={c.name} inverse={i === cursor.index} wrap="truncate-end">
      {`${c.name}: ${c.teams.length} teams, ${c.confGames} games, ${c.championshipGame ? 'title game' : 'no title game'}${c.divisions ? `, divisions ${c.divisions.map((d) => d.name).join('/')}` : ''} · ${c.teams.join(', ')}`}
    </Text>
  ));
  const hints: [string, string][] = data.can_change
    ? [
        ['↑↓', 'conference'],
        ['g', 'games'],
        ['n', 'title game'],
        ['m', 'move'],
        ['a', 'new'],
        ['r', 'rename'],
        ['x', 'dissolve'],
        ['p', 'playoff'],
        ['i', 'NIL'],
      ]
    : [['↑↓', 'conference']];
  return (
    <Screen title={`League setup ${data.year}`} hints={hints}>
      <Text wrap="truncate-end">{`Playoff: ${p.teams} teams, ${p.autobids} autobids, on-campus rounds ${p.onCampusRounds} · NIL ${r.nil ? 'on' : 'off'} · redshirt games ${r.redshirtGames} · FCS games ${r.fcsGames}`}</Text>
      <Text dimColor wrap="truncate-end">
        {data.can_change
          ? 'Changes apply from this season (preseason only).'
          : 'The league can be changed in the preseason.'}
      </Text>
      {note && <Text color="yellow">{note}</Text>}
      <PromptLine prompt={prompt} />
      <Lines
        lines={lines}
        offset={Math.max(0, cursor.index - (height - 8 - noteRows))}
        height={Math.max(1, height - 5 - noteRows)}
      />
    </Screen>
  );
}
