// A played game watched play by play (the web's live view): the scoreboard with down, distance and clock, the
// home team's win probability, the latest plays (the latest with its sets and result, as the web's field draws it)
// or, with d, the drive chart so far; 1 and 4 set the speed, space pauses, e skips to the end.
import { useEffect, useState } from 'react';
import { Text } from 'ink';
import { snapSituation } from '../../../shared/downText.js';
import { gameSettingLine } from '../../../shared/gameDayText.js';
import { artLine, driveLine, drivesSoFar } from '../../../shared/playArtText.js';
import { liveGameView } from '../../../store/views/liveGame.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useView } from '../store.js';

/** Milliseconds between plays at 1x. */
const PLAY_MS = 1200;
const period = (q: number): string => (q > 4 ? (q === 5 ? 'OT' : `${q - 4}OT`) : `Q${q}`);

export function WatchScreen({ id }: { id: number }) {
  const { height } = useBodySize();
  const view = useView((c) => liveGameView(c, id), [id]);
  const [shown, setShown] = useState(0);
  const [speed, setSpeed] = useState<1 | 4 | null>(1);
  const [drives, setDrives] = useState(false);
  const total = view.data?.plays.length ?? 0;
  useEffect(() => {
    if (total === 0 || speed === null || shown >= total) return undefined;
    const timer = setTimeout(() => setShown((n) => Math.min(total, n + 1)), PLAY_MS / speed);
    return () => clearTimeout(timer);
  }, [total, speed, shown]);
  useKeys((input) => {
    if (input === '1' || input === '4') setSpeed(input === '1' ? 1 : 4);
    else if (input === ' ') setSpeed(speed === null ? 1 : null);
    else if (input === 'e') setShown(total);
    else if (input === 'd') setDrives(!drives);
    else return false;
    return true;
  });
  if (!view.data) return <ViewErrorScreen title="Watch" error={view.error} />;
  const g = view.data;
  const play = shown > 0 ? g.plays[shown - 1] : null;
  const done = shown >= total;
  const status = done
    ? 'FINAL'
    : play
      ? `${period(play.quarter)} ${play.clock}${play.down > 0 ? ` · ${snapSituation(play)}` : ''}`
      : 'Kickoff';
  const wp = play ? play.home_wp : g.pregame_home_wp;
  const recent = g.plays
    .slice(Math.max(0, shown - (height - 5)), shown)
    .reverse()
    .flatMap((p, i) => {
      const line = `${period(p.quarter)} ${p.clock.padStart(5)}  ${p.text}`;
      // The latest play's sets and result below it.
      return i === 0 && p.art ? [line, `           ${artLine(p.art)}`] : [line];
    })
    .slice(0, height - 5);
  const team = (side: 'home' | 'away') => (side === 'home' ? g.home_abbreviation : g.away_abbreviation);
  const chart = drivesSoFar(g, shown).map((d) => driveLine(d, team(d.offense)));
  const lines = drives ? ['Drive chart', ...chart.slice(-(height - 6))] : recent;
  return (
    <Screen
      title={`${g.away} at ${g.home}`}
      right={done ? 'final' : speed === null ? 'paused' : `${speed}x`}
      hints={[
        ['1 4', 'speed'],
        ['space', 'pause'],
        ['e', 'to the end'],
        ['d', drives ? 'plays' : 'drive chart'],
      ]}
    >
      <Text bold>{`${g.away} ${play?.away_score ?? 0}  ${g.home} ${play?.home_score ?? 0}   ${status}`}</Text>
      <Text>{`${g.home} win probability ${wp}%   play ${shown} of ${total}`}</Text>
      <Text wrap="truncate-end" dimColor>
        {gameSettingLine(g.rivalry, g.day) ?? ' '}
      </Text>
      <Text> </Text>
      <Lines lines={lines} offset={0} height={height - 4} />
    </Screen>
  );
}
