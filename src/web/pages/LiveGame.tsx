// A played game watched play by play (/game/{id}/live): the scoreboard with down, distance and clock, each play
// drawn on the field (both sides' sets, the play as it went) with a replay of the last plays, the home team's win
// probability so far, the plays and the drive chart of the drives so far; 1x, 4x, pause and skip to the end. The
// plays are the game the week's simulation played (GET /api/game/{id}/live): watching changes nothing.
import { useEffect, useState } from 'react';
import { Button, ButtonGroup, Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import type { LiveGameResponse, LivePlay } from '../../shared/live-types';
import { drivesSoFar } from '../../shared/playArtText';
import { api } from '../api';
import { DriveChart } from '../components/live/DriveChart';
import {
  GameTitle,
  period,
  PlayByPlayCard,
  ScoreboardCard,
  snapSituation,
  TeamScore,
  WinProbabilityCard,
} from '../components/live/GameParts';
import { PlayReplay } from '../components/live/PlayReplay';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** Milliseconds between plays at 1x. */
const PLAY_MS = 1200;
const PLAYS_LISTED = 12;

type Speed = 1 | 4;

function Scoreboard({ data, play, done }: { data: LiveGameResponse; play: LivePlay | null; done: boolean }) {
  const side = (which: 'home' | 'away') => (
    <TeamScore
      name={which === 'home' ? data.home : data.away}
      marks={
        play?.offense === which
        && !done && (
          <span role="img" aria-label="has the ball">
            {' '}
            ●
          </span>
        )
      }
      score={(which === 'home' ? play?.home_score : play?.away_score) ?? 0}
      testId={`live-score-${which}`}
    />
  );
  return (
    <ScoreboardCard
      away={side('away')}
      centre={
        <>
          <div className="fw-bold fs-5" data-testid="live-status">
            {done
              ? `FINAL${data.overtimes > 0 ? `/${data.overtimes === 1 ? 'OT' : `${data.overtimes}OT`}` : ''}`
              : play
                ? `${period(play.quarter)} ${play.clock}`
                : 'Kickoff'}
          </div>
          {!done && play && play.down > 0 && <div data-testid="down-distance">{snapSituation(play)}</div>}
        </>
      }
      home={side('home')}
    />
  );
}

export function LiveGame() {
  const { id = '' } = useParams();
  const page = usePageData(() => api.liveGame(id), `live:${id}`);
  const data = page.data;
  useDocumentTitle(data ? `${data.away} at ${data.home}: live` : null);
  const [shown, setShown] = useState(0);
  const [speed, setSpeed] = useState<Speed | null>(1);
  const total = data?.plays.length ?? 0;
  const done = data !== null && shown >= total;

  useEffect(() => {
    if (!data || speed === null || shown >= total) return undefined;
    const timer = window.setTimeout(() => setShown((n) => Math.min(total, n + 1)), PLAY_MS / speed);
    return () => window.clearTimeout(timer);
  }, [data, speed, shown, total]);

  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the game">
      {(game) => {
        const play = shown > 0 ? game.plays[shown - 1] : null;
        const wp = play ? play.home_wp : game.pregame_home_wp;
        const played = game.plays.slice(0, shown);
        return (
          <>
            <GameTitle game={game} rivalry={game.rivalry} day={game.day} />
            <Scoreboard data={game} play={play} done={done} />
            <fieldset className="d-flex flex-wrap gap-2 align-items-center mb-3" aria-label="Playback">
              <ButtonGroup aria-label="Speed">
                {([1, 4] as const).map((s) => (
                  <Button
                    key={s}
                    variant={speed === s ? 'primary' : 'outline-primary'}
                    aria-pressed={speed === s}
                    onClick={() => setSpeed(s)}
                    disabled={done}
                  >
                    {s}x
                  </Button>
                ))}
              </ButtonGroup>
              <Button
                variant="outline-secondary"
                onClick={() => setSpeed(null)}
                aria-pressed={speed === null}
                disabled={done}
              >
                Pause
              </Button>
              <Button variant="outline-secondary" onClick={() => setShown(total)} disabled={done}>
                Skip to end
              </Button>
              <span className="ms-auto small text-body-secondary" data-testid="play-count">
                Play {shown} of {total}
              </span>
            </fieldset>
            <Row className="g-3">
              <Col lg={7}>
                <PlayReplay plays={played} game={game} onStep={() => setSpeed(null)} />
                <WinProbabilityCard
                  team={game.home}
                  wp={wp}
                  percent={wp.toFixed(wp % 1 === 0 ? 0 : 1)}
                  points={played.map((p) => p.home_wp)}
                  total={total}
                  testId="win-probability"
                />
              </Col>
              <Col lg={5}>
                <PlayByPlayCard plays={played} listed={PLAYS_LISTED} testId="live-plays" empty="Waiting for kickoff." />
                <Link to={`/game/${game.id}`} className="btn btn-link px-0">
                  Box score
                </Link>
              </Col>
            </Row>
            <DriveChart drives={drivesSoFar(game, shown)} game={game} />
          </>
        );
      }}
    </PageState>
  );
}
