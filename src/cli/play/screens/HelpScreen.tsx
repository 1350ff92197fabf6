// Every key of the game.
// biome-ignore-all lint/correctness/useJsxKeyInIterable: each line gets its key from its place in the scrolled column (components/Lines.tsx)
import type { ReactNode } from 'react';
import { Text } from 'ink';
import { CALLS_OF, type DecisionKind } from '../../../core/sim/calls.js';
import { callLabel, keyedCalls } from '../../../shared/callKeys.js';
import { Lines } from '../components/Lines.js';
import { Screen } from '../components/Screen.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';

const DECISIONS: Readonly<Record<DecisionKind, string>> = {
  offense: 'offense',
  defense: 'defense',
  kickoff: 'kick-off',
  try: 'try',
  punt_return: 'their punt',
  field_goal_defense: 'their field goal',
};

/** The coached game's keys: the menu, the sideline, the situations, and each call's letter (shared/callKeys.ts). */
function coachedGameKeys(): [string, string][] {
  const decision = (call: string): string =>
    (Object.keys(CALLS_OF) as DecisionKind[])
      .filter((kind) => CALLS_OF[kind].includes(call))
      .map((kind) => DECISIONS[kind])
      .join(', ')
    || (call.startsWith('tempo_') ? "offense's tempo" : call === 'timeout' ? 'before a snap' : 'any decision');
  return [
    ['↑↓ ⏎', 'make the highlighted call'],
    ['l', 'the highlighted play to the sideline (out of bounds, the clock stops)'],
    ['S', 'the situations that come to you (↑↓, space on/off, S done)'],
    ['D', 'the drive chart in the plays column, and back'],
    ...keyedCalls().map(([call, key]): [string, string] => [key, `${callLabel(call)} (${decision(call)})`]),
  ];
}

const SECTIONS: [string, [string, string][]][] = [
  [
    'Everywhere',
    [
      ['↑↓ PgUp PgDn', 'move, scroll'],
      ['⏎', 'open'],
      ['←→', 'tab, conference, position, season'],
      ['esc', 'back'],
      ['q', 'quit (the game is saved after every change)'],
    ],
  ],
  [
    'Dashboard',
    [
      ['a', 'advance: next week, to a week, to the end'],
      ['n', 'play the next week; after the season: summary'],
      ['g / v', 'last game / next game'],
    ],
  ],
  [
    'Game',
    [
      ['v', 'watch a played game play by play (1 4 speed, space pause, e to the end, d the drive chart)'],
      ['m', 'coach your next game snap by snap (↑↓ ⏎ a call, r the coordinator for the rest)'],
    ],
  ],
  ['Coached game (m)', coachedGameKeys()],
  [
    'Preseason',
    [
      ['⏎', 'schedule a game in an open week'],
      ['n', 'start the season'],
    ],
  ],
  ['Offseason', [['n', 'continue: progression, recruiting, next preseason']]],
  [
    'Views',
    [
      ['d', 'dashboard (or the screen of the stage)'],
      ['s', 'your schedule'],
      ['t', 'standings by conference'],
      ['r', 'AP top 25'],
      ['p', 'playoff bracket or projection'],
      [
        'o / c / e',
        'your roster / depth chart (+ - move, x redshirt, a auto, P position in the offseason) / settings (how much game detail is kept)',
      ],
      ['j', 'your coach (hot seat, offers, carousel; 1-5 spend XP on an ability)'],
      ['J', 'the training plan (a focus per position group; T on the roster singles out a player)'],
      ['K', 'keep players: who may leave after the season and why (Season Summary: t talk, s p n promise, a staff)'],
      ['S / B', 'your staff (hire, fire O D T) / budget (facilities, NIL offers)'],
      ['M', 'your programs (multi-team: whose turn it is, ⏎ play another, a add, x drop)'],
      ['i / z', 'league setup (realignment, playoff, rules; preseason) / God Mode'],
      ['f / x', 'the NFL draft / the transfer portal'],
    ],
  ],
  [
    'League',
    [
      ['h / w', 'Heisman watch / awards'],
      ['k / l', 'record book (←→ your program) / league history'],
      ['y', 'team history (←→ other programs)'],
      ['u', "news: the week's top stories (←→ week)"],
    ],
  ],
  [
    'Transfer portal',
    [
      ['←→ + -', 'position, minimum rating'],
      ['⏎', 'offer the player (Roster Progression)'],
      ['c', 'his card'],
      ['m', 'his market: asks, other offers, his decision day'],
      ['s', 'promise him a starting role (offered players)'],
      ['d', 'the next day of the window'],
    ],
  ],
  [
    'Recruiting',
    [
      ['b', 'the recruiting board (from any view)'],
      ['s c o p v', 'scout, contact, offer, pitch (choose a strength), visit (home weeks)'],
      ['x', 'remove from board; cancel an order'],
      ['f / k', 'find prospects / class rankings'],
      ['a', 'board: let my staff recruit; search: add to board'],
      ['L', 'board: play the next late week (after the season, before signing day)'],
      ['←→ 0-5 / m i b', 'search: position, stars, state, committed, interest, board'],
      ['[ ]', 'search: page'],
    ],
  ],
];

export function HelpScreen() {
  const { height } = useBodySize();
  const lines: ReactNode[] = SECTIONS.flatMap(([title, keys]) => [
    <Text bold>{title}</Text>,
    ...keys.map(([key, what]) => (
      <Text>
        <Text color="cyan">{`  ${key.padEnd(14)}`}</Text>
        <Text>{what}</Text>
      </Text>
    )),
  ]);
  const scroll = useScroll(lines.length, height);
  useKeys((input, key) => scroll.onKey(input, key));
  return (
    <Screen title="Keys" hints={[['↑↓', 'scroll']]}>
      <Lines lines={lines} offset={scroll.index} height={height} />
    </Screen>
  );
}
