// Coaching the player's game (the web's /game/coach): the scoreboard, the situation and the win probability, the
// clock, the tempo, the other team's tendencies and the last gains, the calls the game waits for (↑↓ and ⏎, or each
// call's key as the web shows it; l: the highlighted play to the sideline; r: the coordinator for the rest; F and P:
// the formation and personnel on offense, F the front on defense, which stay picked until changed) and the latest
// plays, the latest with its sets and result as the web's field draws it (D: the drive chart in their place); S: the
// situations that come to the player. Once over, the graded calls. Opening it starts the team's next game, or
// resumes the one in progress. A game against another coached program played head to head (kicked off with
// `dynasty game coach --head-to-head` or on the web's page) is called one snap at a time; while the other side has
// the call the screen says so and follows the game by itself (the store watches the save for his calls).
import { useEffect, useRef, useState } from 'react';
import { Box, Text } from 'ink';
import type { SituationSet } from '../../../core/sim/situations.js';
import { callKey, callLabel, callOfKey } from '../../../shared/callKeys.js';
import { coachSnap, setCoachedSituations, startCoachedGame } from '../../../store/actions/coach/coachGame.js';
import { readCoachedRecord } from '../../../store/actions/coach/record.js';
import { clockLine, gainsLine, tendencyLine } from '../../../shared/coachedSnapText.js';
import { DECISION_HINTS, DECISION_TITLES, unitName, yourWinProbability } from '../../../shared/coached-types.js';
import { snapSituation } from '../../../shared/downText.js';
import { artLine, driveLine } from '../../../shared/playArtText.js';
import { coachedGameView } from '../../../store/views/coachedGame.js';
import type { CoachedGameResponse } from '../../../shared/coached-types.js';
import { gameSettingLine } from '../../../shared/gameDayText.js';
import { matchupTitle } from '../../../shared/gameSite.js';
import { headToHeadWaitText, type HeadToHeadGame, type HeadToHeadStatus } from '../../../shared/headToHead-types.js';
import { callInputOf } from '../../../store/actions/coach/callInput.js';
import { choiceFields, choiceText, nextOf, STAFF_CHOICE, type PlaybookChoice } from '../../../shared/playbookChoice.js';
import { Lines } from '../components/Lines.js';
import { Menu } from '../components/Menu.js';
import { type Hint, Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';
import { changeSituations, situationLines, SITUATION_ROWS } from './coachSituations.js';

const period = (q: number): string => (q > 4 ? (q === 5 ? 'OT' : `${q - 4}OT`) : `Q${q}`);

/** Opening the screen starts the team's next game, or resumes the one in progress (once). */
function useGameStart(): void {
  const store = useStore();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !store.ctx) return;
    started.current = true;
    const record = readCoachedRecord(store.ctx.db, store.ctx.program);
    if (!record || record.finished) store.act((db, program) => startCoachedGame(db, program));
  }, [store]);
}

function coachHints(
  final: boolean,
  situations: boolean,
  headToHead: HeadToHeadStatus | null,
  drives: boolean,
): readonly Hint[] {
  const chart: Hint = ['D', drives ? 'plays' : 'drive chart'];
  if (final) return [['esc', 'back'], chart];
  // Head to head: one call at a time (c: the coordinator's for this snap); waiting, the screen follows the other side.
  if (headToHead)
    return headToHead.you === 'waiting'
      ? [
          ['↑↓ ⏎', 'call'],
          ['letter', 'its call'],
          ['l', 'to the sideline'],
          ['F P', 'formation, personnel / front'],
          ['esc', 'back'],
          chart,
        ]
      : [['esc', 'back'], chart];
  if (situations)
    return [
      ['↑↓', 'situation'],
      ['space', 'on/off'],
      ['S', 'done'],
    ];
  return [
    ['↑↓ ⏎', 'call'],
    ['letter', 'its call'],
    ['l', 'to the sideline'],
    ['F P', 'formation, personnel / front'],
    ['r', 'coordinator: the rest'],
    ['S', 'situations'],
    chart,
  ];
}

/** The latest plays in `room` lines, newest first, the newest with its sets and result below it. */
function playLines(g: CoachedGameResponse, room: number): string[] {
  return g.plays
    .slice(-room)
    .reverse()
    .flatMap((p, i) => {
      const line = `${period(p.quarter)} ${p.clock.padStart(5)}  ${p.text}`;
      return i === 0 && p.art ? [line, `           ${artLine(p.art)}`] : [line];
    })
    .slice(0, room);
}

/** The drive chart so far, its latest drives in `room` lines (its title first), the drive under way last. */
function driveChartLines(g: CoachedGameResponse, room: number): string[] {
  const team = (side: 'home' | 'away') => (side === 'home' ? g.home_abbreviation : g.away_abbreviation);
  return ['Drive chart', ...g.drives.slice(-(room - 1)).map((d) => driveLine(d, team(d.offense)))];
}

/** The coached team's abbreviation. */
const yours = (g: CoachedGameResponse): string => (g.coached === 'home' ? g.home_abbreviation : g.away_abbreviation);

/** The score and the status, the win probability and timeouts; while it is played, the clock, tendencies, gains. */
function ScoreLines({ game: g }: { game: CoachedGameResponse }) {
  const final = g.status === 'final';
  const wp = yourWinProbability(g);
  const ball = g.offense === 'home' ? g.home_abbreviation : g.away_abbreviation;
  const where = g.down > 0 ? snapSituation(g) : g.pending?.kind === 'try' ? 'try' : 'kick-off';
  const status = final ? 'FINAL' : `${period(g.quarter)} ${g.clock} · ${ball} ball, ${where}`;
  const score = `${g.away_abbreviation} ${g.away_score}  ${g.home_abbreviation} ${g.home_score}   ${status}`;
  const timeouts = `timeouts ${g.away_abbreviation} ${g.away_timeouts}, ${g.home_abbreviation} ${g.home_timeouts}`;
  return (
    <>
      <Text bold wrap="truncate-end">
        {score}
      </Text>
      <Text wrap="truncate-end">{`${yours(g)} win probability ${wp}%   ${timeouts}   ${g.calls_made} calls${g.you_call ? `   you call the ${unitName(g.you_call)} only` : ''}`}</Text>
      <Text wrap="truncate-end" dimColor>
        {gameSettingLine(g.rivalry, g.day) ?? ' '}
      </Text>
      {final ? null : (
        <>
          <Text wrap="truncate-end" dimColor>
            {clockLine(g)}
          </Text>
          <Text wrap="truncate-end" dimColor>
            {tendencyLine(g)}
          </Text>
          <Text wrap="truncate-end" dimColor>
            {gainsLine(g)}
          </Text>
        </>
      )}
    </>
  );
}

/** The decision's title, then its calls (or the situations being chosen) beside the latest plays. */
function CallsPanel({
  game: g,
  situations,
  choice,
  calls,
  selected,
  menuHeight,
  plays,
}: {
  game: CoachedGameResponse;
  situations: boolean;
  choice: PlaybookChoice;
  calls: string[];
  selected: number;
  menuHeight: number;
  plays: string[];
}) {
  const { width } = useBodySize();
  const hint = g.pending ? (DECISION_HINTS[g.pending.kind] ?? null) : null;
  const left = Math.max(30, Math.floor(width * 0.34));
  return (
    <>
      {situations ? (
        <Text bold>You call (the rest: the staff)</Text>
      ) : (
        <Text wrap="truncate-end">
          <Text bold>{DECISION_TITLES[g.pending!.kind]}</Text>
          {g.pending!.kind === 'offense' || g.pending!.kind === 'defense' ? (
            <Text dimColor>{`   from: ${choiceText(g.pending!, choice)}`}</Text>
          ) : null}
        </Text>
      )}
      {!situations && hint ? <Text dimColor>{hint}</Text> : null}
      <Box>
        {/* The calls' column keeps its width; a long play is cut at the right, never squeezing it. */}
        <Box flexDirection="column" width={left} flexShrink={0}>
          {situations ? (
            <Menu items={situationLines(g.situations).map((label) => ({ label }))} selected={selected} />
          ) : (
            <Menu
              items={calls.map((c) => ({ label: `${callKey(c) || ' '} ${callLabel(c)}` }))}
              selected={selected}
              height={menuHeight}
            />
          )}
        </Box>
        <Box flexDirection="column" width={width - left}>
          <Lines lines={plays} offset={0} height={menuHeight} />
        </Box>
      </Box>
    </>
  );
}

/** Head to head, the other side's turn: the screen shows the game as it moves on (the save is watched), no key. */
function WaitingPanel({ status, plays, height }: { status: HeadToHeadStatus; plays: string[]; height: number }) {
  return (
    <>
      <Text bold wrap="truncate-end">
        {headToHeadWaitText(status)}
      </Text>
      <Lines lines={plays} offset={0} height={height} />
    </>
  );
}

/** The head-to-head status of a game played against another coached program (null: the other side is the staff's). */
function headToHeadOf(g: CoachedGameResponse | null): HeadToHeadStatus | null {
  return g && 'head_to_head' in g ? (g as HeadToHeadGame).head_to_head : null;
}

export function CoachGameScreen() {
  const store = useStore();
  const { height, width } = useBodySize();
  useGameStart();
  const view = useView((c) => coachedGameView(c), []);
  const pending = view.data?.pending ?? null;
  const calls = pending?.calls ?? [];
  const hint = pending ? (DECISION_HINTS[pending.kind] ?? null) : null;
  // Above the calls: the score, the win probability, the day, the clock, the tendencies, the gains, a blank, the
  // decision's title; against a kick, what its calls do (wrapped: a word may push it onto one more line). The calls
  // take the rest.
  const hintRows = hint ? Math.ceil((hint.length + 12) / width) : 0;
  const menuHeight = Math.max(3, height - 8 - hintRows);
  const cursor = useListCursor(calls.length, menuHeight);
  const [situations, setSituations] = useState(false);
  const row = useListCursor(SITUATION_ROWS, SITUATION_ROWS);
  const [choice, setChoice] = useState<PlaybookChoice>(STAFF_CHOICE);
  const [drives, setDrives] = useState(false);
  const call = (made: string) => {
    // The next decision's menu starts at its first call.
    cursor.setIndex(0);
    const pending = view.data?.pending;
    const fields = pending ? choiceFields(made, pending, choice) : {};
    const wire = callInputOf({ call: made, ...fields }).call;
    store.act((db, program) => coachSnap(db, program, wire));
  };
  const headToHead = headToHeadOf(view.data);
  useKeys((input, key) => {
    const g = view.data;
    // D: the drive chart in the plays' place, and back (the final's too).
    if (g && input === 'D' && !situations) {
      setDrives(!drives);
      return true;
    }
    if (!g?.pending) return false;
    if (situations && !headToHead) {
      if (key.escape || input === 'S') setSituations(false);
      const set = changeSituations(g.situations, row.index, input, key);
      if (set) store.act((db, program) => setCoachedSituations(db, program, set as SituationSet));
      else row.onKey(input, key);
      return true;
    }
    if (input === 'S' && !headToHead) {
      setSituations(true);
      return true;
    }
    // F: the next formation (the front on defense), P: the next personnel; after the last, the staff's own again.
    if (input === 'F' && g.pending.kind === 'offense') {
      setChoice({ ...choice, formation: nextOf(choice.formation, g.pending.formations) });
      return true;
    }
    if (input === 'F' && g.pending.kind === 'defense') {
      setChoice({ ...choice, front: nextOf(choice.front, g.pending.fronts) });
      return true;
    }
    if (input === 'P' && g.pending.kind === 'offense') {
      setChoice({ ...choice, personnel: nextOf(choice.personnel, g.pending.personnel) });
      return true;
    }
    // l: the highlighted play, to the sideline (the carrier gets out of bounds to stop the clock).
    if (input === 'l' && g.pending.sideline.includes(calls[cursor.index] ?? '')) {
      call(`${calls[cursor.index]}+sideline`);
      return true;
    }
    if (key.return && calls[cursor.index]) {
      call(calls[cursor.index]);
      return true;
    }
    const keyed = callOfKey(input, calls) ?? (input === 'r' && !headToHead ? 'coordinator_rest' : null);
    if (keyed) {
      call(keyed);
      return true;
    }
    return cursor.onKey(input, key);
  });
  if (!view.data) return <ViewErrorScreen title="Coach your game" error={view.error} />;
  const g = view.data;
  const final = g.status === 'final';
  // The latest plays, newest first: as many as the column beside the calls holds (the final's list scrolls); or the
  // drive chart, its latest drives.
  const room = final ? height - 5 : menuHeight;
  const plays = drives ? driveChartLines(g, room) : playLines(g, room);
  const grades = g.grades
    ? [
        `Call grades: ${g.grades.summary}`,
        ...g.grades.grades.map((x) => `${period(x.quarter)} ${x.clock} ${x.situation}: ${x.text}`),
      ]
    : [];
  return (
    <Screen
      title={matchupTitle(g)}
      right={`you: ${yours(g)}`}
      hints={coachHints(final, situations, headToHead, drives)}
    >
      <ScoreLines game={g} />
      <Text> </Text>
      {final ? (
        <Lines lines={drives ? [...plays, '', ...grades] : [...grades, '', ...plays]} offset={0} height={height - 4} />
      ) : headToHead && !g.pending ? (
        <WaitingPanel status={headToHead} plays={plays} height={menuHeight} />
      ) : (
        <CallsPanel
          game={g}
          situations={situations && !headToHead}
          choice={choice}
          calls={calls}
          selected={situations ? row.index : cursor.index}
          menuHeight={menuHeight}
          plays={plays}
        />
      )}
    </Screen>
  );
}
