// Coaching the player's game (the web's /game/coach): the scoreboard, the situation and the win probability, the
// clock, the tempo, the other team's tendencies and the last gains, the calls the game waits for (↑↓ and ⏎; s: the
// play to the sideline; r: the coordinator for the rest) and the latest plays; once over, the graded calls. Opening it starts the team's next game, or resumes the one in progress.
import { useEffect, useRef } from 'react';
import { Box, Text } from 'ink';
import { sendCoachedCall, startCoachedGame } from '../../../store/actions/coach/coachGame.js';
import { readCoachedRecord } from '../../../store/actions/coach/record.js';
import { clockLine, gainsLine, tendencyLine } from '../../../shared/coachedSnapText.js';
import { snapSituation } from '../../../shared/downText.js';
import { coachedGameView } from '../../../store/views/coachedGame.js';
import { Lines } from '../components/Lines.js';
import { Menu } from '../components/Menu.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';

const period = (q: number): string => (q > 4 ? (q === 5 ? 'OT' : `${q - 4}OT`) : `Q${q}`);
const TITLES = { offense: 'Your call on offense', defense: 'Your call on defense', kickoff: 'Your kick-off', try: 'The try after your touchdown' } as const;

export function CoachGameScreen() {
  const store = useStore();
  const { height, width } = useBodySize();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !store.ctx) return;
    started.current = true;
    const record = readCoachedRecord(store.ctx.db);
    if (!record || record.finished) store.act((db) => startCoachedGame(db));
  }, [store]);
  const view = useView((c) => coachedGameView(c), []);
  const calls = view.data?.pending?.calls ?? [];
  const menuHeight = Math.min(calls.length, Math.max(4, height - 15));
  const cursor = useListCursor(calls.length, menuHeight);
  useKeys((input, key) => {
    if (!view.data?.pending) return false;
    if (key.return && calls[cursor.index]) {
      const call = calls[cursor.index];
      // The next decision's menu starts at its first call.
      cursor.setIndex(0);
      store.act((db) => sendCoachedCall(db, call));
      return true;
    }
    // s: the highlighted play, to the sideline (the carrier gets out of bounds to stop the clock).
    if (input === 's' && view.data.pending.sideline.includes(calls[cursor.index] ?? '')) {
      const call = `${calls[cursor.index]}+sideline`;
      cursor.setIndex(0);
      store.act((db) => sendCoachedCall(db, call));
      return true;
    }
    if (input === 'r') {
      store.act((db) => sendCoachedCall(db, 'coordinator_rest'));
      return true;
    }
    return cursor.onKey(input, key);
  });
  if (!view.data) return <ViewErrorScreen title="Coach your game" error={view.error} />;
  const g = view.data;
  const final = g.status === 'final';
  const you = g.coached === 'home' ? g.home_abbreviation : g.away_abbreviation;
  const wp = g.coached === 'home' ? g.home_wp : Math.round((100 - g.home_wp) * 10) / 10;
  const ball = g.offense === 'home' ? g.home_abbreviation : g.away_abbreviation;
  const where = g.down > 0 ? snapSituation(g) : g.pending?.kind === 'try' ? 'try' : 'kick-off';
  const status = final ? 'FINAL' : `${period(g.quarter)} ${g.clock} · ${ball} ball, ${where}`;
  const score = `${g.away_abbreviation} ${g.away_score}  ${g.home_abbreviation} ${g.home_score}   ${status}`;
  const timeouts = `timeouts ${g.away_abbreviation} ${g.away_timeouts}, ${g.home_abbreviation} ${g.home_timeouts}`;
  const left = Math.max(30, Math.floor(width * 0.34));
  const plays = g.plays.slice(-(height - 4)).reverse().map((p) => `${period(p.quarter)} ${p.clock.padStart(5)}  ${p.text}`);
  const grades = g.grades ? [`Call grades: ${g.grades.summary}`, ...g.grades.grades.map((x) => `${period(x.quarter)} ${x.clock} ${x.situation}: ${x.text}`)] : [];
  return (
    <Screen
      title={`${g.away} at ${g.home}`}
      right={`you: ${you}`}
      hints={final ? [['esc', 'back']] : [['↑↓', 'call'], ['⏎', 'make it'], ['s', 'to the sideline'], ['r', 'coordinator: the rest']]}
    >
      <Text bold wrap="truncate-end">{score}</Text>
      <Text wrap="truncate-end">{`${you} win probability ${wp}%   ${timeouts}   ${g.calls_made} calls${g.you_call ? `   you call the ${g.you_call === 'offense' ? 'offence' : g.you_call === 'defense' ? 'defence' : 'kick-offs'} only` : ''}`}</Text>
      {final ? null : (
        <>
          <Text wrap="truncate-end" dimColor>{clockLine(g)}</Text>
          <Text wrap="truncate-end" dimColor>{tendencyLine(g)}</Text>
          <Text wrap="truncate-end" dimColor>{gainsLine(g)}</Text>
        </>
      )}
      <Text> </Text>
      {final ? (
        <Lines lines={[...grades, '', ...plays]} offset={0} height={height - 3} />
      ) : (
        <Box>
          <Box flexDirection="column" width={left}>
            <Text bold>{TITLES[g.pending!.kind]}</Text>
            <Menu items={calls.map((c) => ({ label: c.replace(/_/g, ' ') }))} selected={cursor.index} height={menuHeight} />
          </Box>
          <Box flexDirection="column" flexGrow={1}>
            <Lines lines={plays} offset={0} height={height - 6} />
          </Box>
        </Box>
      )}
    </Screen>
  );
}
