// The field card of a game shown snap by snap: the latest play drawn, and a replay of the last plays (step back and
// forward through them); a new play brings the field back to the latest. Below the field, the play in words.
import { useState } from 'react';
import { Button, ButtonGroup, Card } from 'react-bootstrap';
import type { GameHeading, LivePlay } from '../../../shared/live-types';
import { artLine } from '../../../shared/playArtText';
import { snapSituation } from '../../../shared/downText';
import { FieldView } from './FieldView';

/** How many of the last plays the replay steps through. */
export const REPLAY_PLAYS = 10;

const period = (q: number): string => (q > 4 ? (q === 5 ? 'OT' : `${q - 4}OT`) : `Q${q}`);

interface Props {
  plays: LivePlay[];
  game: GameHeading;
  /** Shown before the first play (the ball where the game stands), or nothing: before kickoff. */
  before?: LivePlay | null;
  /** The player stepped through the replay (the watched game pauses). */
  onStep?: () => void;
}

export function PlayReplay({ plays, game, before = null, onStep }: Props) {
  // Plays back from the latest; a new play (the count moves on) shows the latest again.
  const [seen, setSeen] = useState({ count: plays.length, back: 0 });
  const back = seen.count === plays.length ? seen.back : 0;
  const oldest = Math.max(0, plays.length - REPLAY_PLAYS);
  const at = plays.length - 1 - back;
  const play = at >= 0 ? plays[at] : before;
  const step = (by: number) => {
    setSeen({ count: plays.length, back: Math.max(0, Math.min(plays.length - 1 - oldest, back + by)) });
    onStep?.();
  };
  const offense = play?.offense === 'away' ? game.away_abbreviation : game.home_abbreviation;
  return (
    <Card className="mb-3">
      <Card.Body>
        <FieldView play={play} home={game.home_abbreviation} away={game.away_abbreviation} index={Math.max(0, at)} />
        {play && at >= 0 && (
          <p className="small mb-2 mt-2" data-testid="play-caption">
            <span className="text-body-secondary me-1">
              {period(play.quarter)} {play.clock} · {offense}
              {play.down > 0 ? ` ${snapSituation(play)}` : ''}
            </span>
            {play.art ? artLine(play.art) : play.text}
          </p>
        )}
        {plays.length > 0 && (
          <fieldset className="d-flex flex-wrap gap-2 align-items-center" aria-label="Replay">
            <ButtonGroup aria-label="Step through the last plays">
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => step(1)}
                disabled={at <= oldest}
                data-testid="replay-back"
              >
                ◀ Previous play
              </Button>
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => step(-1)}
                disabled={back === 0}
                data-testid="replay-forward"
              >
                Next play ▶
              </Button>
            </ButtonGroup>
            <Button variant="link" size="sm" onClick={() => step(-back)} disabled={back === 0}>
              Latest
            </Button>
            <span className="ms-auto small text-body-secondary" data-testid="replay-position" aria-live="polite">
              Replay: play {at + 1} of {plays.length}
            </span>
          </fieldset>
        )}
      </Card.Body>
    </Card>
  );
}
