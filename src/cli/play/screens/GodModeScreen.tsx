// God Mode in the terminal: g switches it (recorded in the save); while on, the edits of `dynasty god` and the
// God Mode page, typed on one line: e player, v move a player, o coach, p prestige, f force a winner.
import { Text } from 'ink';
import type { GodModeChange } from '../../../shared/api-types.js';
import { applyGodModeChange } from '../../../store/actions/godMode.js';
import { GameError } from '../../../store/errors.js';
import { forcibleGameBetween } from '../../../store/views/forcibleGames.js';
import { godModeView } from '../../../store/views/godMode.js';
import type { GodModeResponse } from '../../../shared/types/godMode.js';
import { Lines } from '../components/Lines.js';
import { PromptLine, usePrompt } from '../components/Prompt.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';

/** "speed=90 class=sr" -> numbers by name, and the other words by name. */
function fields(text: string): { numbers: Record<string, number>; words: Record<string, string>; rest: string[] } {
  const numbers: Record<string, number> = {};
  const words: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of text.split(/\s+/).filter(Boolean)) {
    const [name, value] = part.split('=');
    if (value === undefined) rest.push(part);
    else if (/^-?\d+$/.test(value)) numbers[name] = Number(value);
    else words[name] = value;
  }
  return { numbers, words, rest };
}

const whole = (text: string | undefined, what: string): number => {
  if (!text || !/^\d+$/.test(text)) throw new GameError('bad_input', `${what} must be a whole number.`);
  return Number(text);
};

/** What was done under God Mode, then while on the week's games a result may be forced on (with their ids). */
function screenLines(data: GodModeResponse): string[] {
  const log = data.log.map((e) => `${e.year} week ${e.week}: ${e.what}`);
  const { games, week } = data.forcible;
  if (!data.on || games.length === 0) return log;
  const forcible = [
    `Week ${week}'s unplayed games (f: id > winner):`,
    ...games.map((g) => `${String(g.id).padStart(6)}  ${g.away} at ${g.home}`),
  ];
  return log.length === 0 ? forcible : [...log, '', ...forcible];
}

export function GodModeScreen() {
  const store = useStore();
  const view = useView((c) => godModeView(c), []);
  const { height } = useBodySize();
  const prompt = usePrompt();
  const lines = view.data ? screenLines(view.data) : [];
  const scroll = useScroll(lines.length, Math.max(1, height - 4));
  const act = (make: () => GodModeChange) => store.act((db) => applyGodModeChange(db, make()));
  const ask = (label: string, make: (text: string) => GodModeChange) =>
    prompt.ask(label, (text) => act(() => make(text)));

  useKeys((input, key) => {
    if (prompt.onKey(input, key)) return true;
    if (!view.data) return false;
    if (input === 'g') {
      act(() => ({ action: 'switch', on: !view.data!.on }));
      return true;
    }
    if (!view.data.on) return scroll.onKey(input, key);
    switch (input) {
      case 'e':
        ask('Player: id rating=value ... class=fr|so|jr|sr pos=QB', (text) => {
          const f = fields(text);
          return {
            action: 'player',
            id: whole(f.rest[0], 'Player id'),
            ratings: f.numbers,
            ...(f.words.class ? { year: f.words.class } : {}),
            ...(f.words.pos ? { pos: f.words.pos } : {}),
          };
        });
        return true;
      case 'v':
        ask('Move player: id team', (text) => {
          const [id, ...team] = text.split(/\s+/);
          return { action: 'move_player', id: whole(id, 'Player id'), team: team.join(' ') };
        });
        return true;
      case 'o':
        ask('Coach: team > skill=value ...', (text) => {
          const [team, skills] = text.split('>');
          return { action: 'coach', team: (team ?? '').trim(), skills: fields(skills ?? '').numbers };
        });
        return true;
      case 'p':
        ask('Prestige: team > 1-7', (text) => {
          const [team, value] = text.split('>');
          return { action: 'prestige', team: (team ?? '').trim(), prestige: whole(value?.trim(), 'Prestige') };
        });
        return true;
      case 'f':
        prompt.ask('Force: game id, or its two teams (Akron, Ohio State) > winner', (text) =>
          store.act((db) => {
            const [game, winner] = text.split('>');
            const teams = (game ?? '').split(',').map((t) => t.trim());
            const id = teams.length === 2 ? forcibleGameBetween(db, teams[0], teams[1]) : whole(teams[0], 'Game id');
            return applyGodModeChange(db, { action: 'force', game: id, winner: (winner ?? '').trim() });
          }),
        );
        return true;
      default:
        return scroll.onKey(input, key);
    }
  });

  if (view.error !== null) return <ViewErrorScreen title="God Mode" error={view.error} />;
  const data = view.data;
  const hints: [string, string][] = data.on
    ? [
        ['g', 'switch off'],
        ['e', 'player'],
        ['v', 'move player'],
        ['o', 'coach'],
        ['p', 'prestige'],
        ['f', 'force a winner'],
      ]
    : [['g', 'switch on']];
  return (
    <Screen title="God Mode" hints={hints}>
      <Text color={data.on ? 'red' : undefined} bold={data.on}>
        {data.on ? 'God Mode is ON: what happens now is marked in history.' : 'God Mode is off (off by default).'}
      </Text>
      {data.seasons.length > 0 && <Text dimColor>{`Seasons marked: ${data.seasons.join(', ')}`}</Text>}
      <PromptLine prompt={prompt} />
      {lines.length === 0 ? (
        <Text dimColor>Nothing done under God Mode yet.</Text>
      ) : (
        <Lines lines={lines} offset={scroll.index} height={Math.max(1, height - 4)} />
      )}
    </Screen>
  );
}
