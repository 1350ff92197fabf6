// Asking before the game moves on: a page opened before its stage (a reload, a bookmark, the back button) says
// where the dynasty stands and moves on only on the player's click, through the same advance as the top bar.
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import type { StageNotReachedResponse } from '../../shared/api-types';
import { api, playedLeague } from '../api';
import { useShell } from '../hooks/shell';
import { emitRefresh, emitStageChange } from '../refresh';
import { stageStep } from '../stages';
import { BusyOverlay } from './BusyOverlay';
import { useOthersAsk } from './OthersAsk';
import { useSwitchProgram } from './ProgramSwitcher';
import { ADVANCE_BUSINESS } from '../../shared/programs-types';

export interface MoveQuestion {
  title: string;
  question: string;
  confirm: string;
  back: { to: string; label: string };
  busyText: string;
  /** Something to read before moving on (the summer's recruiting left undone), with a link to where to do it. */
  warning?: { text: string; to: string; label: string } | null;
  /** The card's test id; its button's is the same with `-confirm`. */
  testId: string;
  /** The page to show once the game moved on (else this page, read again). */
  movedTo?: string;
}

/** The question card: the button advances the game one stage and publishes where it stands. */
export function AskBeforeMoving({ ask }: { ask: MoveQuestion }) {
  const { publish, info } = useShell();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const others = useOthersAsk(info, useSwitchProgram(info));

  const moveOn = () => others.ask(ADVANCE_BUSINESS, (confirmed) => advance(confirmed));
  const advance = async (confirmOthers: boolean) => {
    setBusy(true);
    emitStageChange();
    try {
      const result = await api.advance(confirmOthers);
      publish(result.info);
      if (ask.movedTo) navigate(ask.movedTo);
      else emitRefresh();
    } catch {
      /* logged by the API client */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mb-3" data-testid={ask.testId}>
      <Card.Body>
        <h1 className="h4">{ask.title}</h1>
        <p>{ask.question}</p>
        {ask.warning ? (
          <Alert variant="warning" data-testid={`${ask.testId}-warning`}>
            {ask.warning.text} <Link to={ask.warning.to}>{ask.warning.label}</Link>
          </Alert>
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          {playedLeague() ? (
            // In an online league the game moves on for everyone together: the top bar's Ready.
            <Alert variant="info" className="mb-0" data-testid={`${ask.testId}-league`}>
              In your online league this happens when every coach is ready: press Ready when you are.
            </Alert>
          ) : (
            <Button variant="primary" onClick={moveOn} disabled={busy} data-testid={`${ask.testId}-confirm`}>
              {ask.confirm}
            </Button>
          )}
          <Link to={ask.back.to} className="btn btn-outline-secondary">
            {ask.back.label}
          </Link>
        </div>
      </Card.Body>
      {others.modal}
      <BusyOverlay text={busy ? ask.busyText : null} />
    </Card>
  );
}

export function StageAhead({ answer }: { answer: StageNotReachedResponse }) {
  const { stage_ahead: ask, info } = answer;
  const current = stageStep(info.stage);
  return (
    <AskBeforeMoving
      ask={{
        title: ask.now,
        question: ask.question,
        confirm: ask.confirm,
        back: { to: current.path, label: `Back to ${current.label}` },
        busyText: 'Moving on...',
        testId: 'stage-ahead',
      }}
    />
  );
}
