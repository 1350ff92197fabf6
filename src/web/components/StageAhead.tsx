// A stage page opened before the game has reached its stage (a reload, a bookmark, the back button): it says
// where the dynasty stands and moves on only on the player's click, through the same advance as the top bar.
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { StageNotReachedResponse } from '../../shared/api-types';
import { api } from '../api';
import { useShell } from '../hooks/shell';
import { emitRefresh, emitStageChange } from '../refresh';
import { stageStep } from '../stages';
import { BusyOverlay } from './BusyOverlay';

export function StageAhead({ answer }: { answer: StageNotReachedResponse }) {
  const { publish } = useShell();
  const [busy, setBusy] = useState(false);
  const { stage_ahead: ask, info } = answer;
  const current = stageStep(info.stage);

  const moveOn = async () => {
    setBusy(true);
    emitStageChange();
    try {
      const result = await api.advance();
      publish(result.info);
      emitRefresh();
    } catch {
      /* logged by the API client */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mb-3" data-testid="stage-ahead">
      <Card.Body>
        <h1 className="h4">{ask.now}</h1>
        <p>{ask.question}</p>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" onClick={moveOn} disabled={busy} data-testid="stage-ahead-confirm">
            {ask.confirm}
          </Button>
          <Link to={current.path} className="btn btn-outline-secondary">
            Back to {current.label}
          </Link>
        </div>
      </Card.Body>
      <BusyOverlay text={busy ? 'Moving on...' : null} />
    </Card>
  );
}
