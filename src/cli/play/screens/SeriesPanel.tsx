// The preseason's booked series (g on the non-conference schedule): the player's booked games with the coming
// seasons, removing one after a confirmation (x, then y), and booking a series (b: the opponent, the kind, the week;
// + and - move its first season, from next season on; h and a put a home-and-home's first game at home or away).
import { useState } from 'react';
import { Text } from 'ink';
import type { BookedGame, SeriesKind } from '../../../shared/api-types.js';
import { bookSeries, removeBookedGame } from '../../../store/actions/series.js';
import { bookedSeriesView, seriesGamesText } from '../../../store/views/series.js';
import { Screen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useListCursor } from '../cursor.js';
import { editText, type Key, useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';

/** "2027 week 2 vs Michigan" from the player's side. */
const gameText = (g: BookedGame): string => `${g.year} week ${g.week} ${g.site === 'home' ? 'vs' : 'at'} ${g.opponent}`;

const KINDS: readonly SeriesKind[] = ['home-and-home', 'two-for-one'];

/** The steps that are typed: the opponent, then the week. */
type Typing =
  | { kind: 'opponent'; text: string }
  | { kind: 'week'; opponent: string; series: SeriesKind; text: string; from: number; first: 'home' | 'away' };

type Phase = { kind: 'list' } | { kind: 'remove'; game: BookedGame } | { kind: 'kind'; opponent: string } | Typing;

const COLUMNS: Column<BookedGame>[] = [
  { title: 'Season', width: 6, align: 'right', text: (g) => String(g.year) },
  { title: 'Wk', width: 3, align: 'right', text: (g) => String(g.week) },
  { title: 'Opponent', width: 24, text: (g) => g.opponent },
  { title: 'Site', width: 5, text: (g) => g.site },
  {
    title: 'Series',
    width: 'rest',
    text: (g) => `${g.kind}${g.real ? ' (real)' : ''}${g.locked ? ' (locked)' : ''}`,
  },
];

function seriesHints(phase: Phase): [string, string][] {
  return phase.kind === 'list'
    ? [
        ['↑↓', 'game'],
        ['b', 'book a series'],
        ['x', 'remove'],
        ['esc', 'back'],
      ]
    : phase.kind === 'remove'
      ? [
          ['y', 'remove'],
          ['n', 'keep'],
        ]
      : phase.kind === 'week'
        ? [
            ['⏎', 'book'],
            ['+/-', 'first season'],
            ['h/a', 'first game'],
            ['esc', 'cancel'],
          ]
        : [
            ['⏎', 'next'],
            ['esc', 'cancel'],
          ];
}

/** The line under the games: the question, the step being typed or chosen, or what the keys do. */
function SeriesPrompt({ phase, kind }: { phase: Phase; kind: number }) {
  return (
    <>
      {phase.kind === 'remove' ? (
        <Text color="yellow">{`Remove ${gameText(phase.game)}? The game is lost for good. (y/n)`}</Text>
      ) : phase.kind === 'opponent' ? (
        <Text>
          {`Book a series against: ${phase.text}`}
          <Text inverse> </Text>
        </Text>
      ) : phase.kind === 'kind' ? (
        <Text>
          {`${phase.opponent}: `}
          {KINDS.map((k, i) => (i === kind ? `[${k}]` : ` ${k} `)).join(' ')}
        </Text>
      ) : phase.kind === 'week' ? (
        <>
          <Text wrap="truncate-end">
            {`${phase.series} with ${phase.opponent} from ${phase.from} (+/-)${
              phase.series === 'home-and-home'
                ? `, first game ${phase.first === 'home' ? 'at home' : 'away'} (h/a)`
                : ''
            }`}
          </Text>
          <Text>
            {`week (1-14): ${phase.text}`}
            <Text inverse> </Text>
          </Text>
        </>
      ) : (
        <Text dimColor>b books a home-and-home or a two-for-one · x removes the game under the cursor</Text>
      )}
    </>
  );
}

export function SeriesPanel({ onBack }: { onBack: () => void }) {
  const store = useStore();
  const { width, height } = useBodySize();
  const view = useView((ctx) => bookedSeriesView(ctx.db, ctx.program), []);
  const games = view.data?.games ?? [];
  const [phase, setPhase] = useState<Phase>({ kind: 'list' });
  const cursor = useListCursor(games.length, height - 6);
  const kindCursor = useListCursor(KINDS.length, 2);

  /** The opponent's name or the week typed; + and - move the first season, h and a its first game's site. */
  const onTypingKey = (input: string, key: Key, phase: Typing): boolean => {
    if (key.escape) {
      setPhase({ kind: 'list' });
      return true;
    }
    if (key.return && phase.kind === 'opponent') {
      if (phase.text.trim()) setPhase({ kind: 'kind', opponent: phase.text.trim() });
      return true;
    }
    if (key.return && phase.kind === 'week') {
      const request = {
        opponent: phase.opponent,
        kind: phase.series,
        week: Number(phase.text),
        from: phase.from,
        first: phase.first,
      };
      const done = store.act(
        (db, program) => bookSeries(db, program, request),
        (booked) => `Booked a ${request.kind}: ${seriesGamesText(booked, view.data?.team ?? '')}.`,
      );
      if (done) setPhase({ kind: 'list' });
      return true;
    }
    if (phase.kind === 'week' && (input === '+' || input === '-')) {
      const next = (view.data?.year ?? phase.from) + 1;
      setPhase({ ...phase, from: Math.max(next, phase.from + (input === '+' ? 1 : -1)) });
      return true;
    }
    if (phase.kind === 'week' && (input === 'h' || input === 'a')) {
      setPhase({ ...phase, first: input === 'h' ? 'home' : 'away' });
      return true;
    }
    const edited = editText(phase.text, input, key);
    if (edited !== null) setPhase({ ...phase, text: edited });
    return true;
  };

  useKeys((input, key) => {
    if (phase.kind === 'remove') {
      if (input === 'y') {
        const { game } = phase;
        store.act(
          (db, program) => removeBookedGame(db, program, game.id),
          (g) => `Removed: ${seriesGamesText([g], view.data?.team ?? '')}.`,
        );
      }
      setPhase({ kind: 'list' });
      return true;
    }
    if (phase.kind === 'opponent' || phase.kind === 'week') return onTypingKey(input, key, phase);
    if (phase.kind === 'kind') {
      if (key.escape) setPhase({ kind: 'list' });
      else if (kindCursor.onKey(input, key)) return true;
      else if (key.return)
        setPhase({
          kind: 'week',
          opponent: phase.opponent,
          series: KINDS[kindCursor.index],
          text: '',
          from: (view.data?.year ?? 0) + 1,
          first: 'home',
        });
      return true;
    }
    if (key.escape) {
      onBack();
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    if (input === 'b') {
      setPhase({ kind: 'opponent', text: '' });
      return true;
    }
    if (input === 'x') {
      const game = games[cursor.index];
      if (!game) return true;
      if (game.locked) store.setNotice({ text: `${game.locked}.`, kind: 'error' });
      else setPhase({ kind: 'remove', game });
      return true;
    }
    return true;
  });

  return (
    <Screen
      title={`${view.data?.team ?? ''} booked series`}
      right={`${games.length} booked games`}
      hints={seriesHints(phase)}
      globalHints={false}
    >
      <Text dimColor wrap="truncate-end">
        Booked games go on their season's schedule first; one can be removed until its season starts.
      </Text>
      <Table
        columns={COLUMNS}
        rows={games}
        height={height - 5}
        width={width}
        selected={cursor.index}
        empty="No series booked: b books one."
      />
      <SeriesPrompt phase={phase} kind={kindCursor.index} />
    </Screen>
  );
}
