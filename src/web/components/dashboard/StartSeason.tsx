// The dashboard in the preseason: the season has not started, and only the player's click starts it (starting it
// locks the non-conference schedule and plays the summer's recruiting), never a page view, a reload or a bookmark.
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { SeasonNotStartedResponse } from '../../../shared/api-types';
import { api } from '../../api';
import { useShell } from '../../hooks/shell';
import { emitRefresh, emitStageChange } from '../../refresh';
import { BusyOverlay } from '../BusyOverlay';

export function StartSeason({ ask }: { ask: SeasonNotStartedResponse['season_start'] }) {
  const { publish } = useShell();
  const [busy, setBusy] = useState(false);

  const start = async () => {
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
    <Card className="mb-3" data-testid="start-season">
      <Card.Body>
        <h1 className="h4">The {ask.year} season has not started</h1>
        <p>{ask.question}</p>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" onClick={start} disabled={busy} data-testid="start-season-confirm">
            Start the {ask.year} season
          </Button>
          <Link to="/noncon" className="btn btn-outline-secondary">
            Back to scheduling
          </Link>
        </div>
      </Card.Body>
      <BusyOverlay text={busy ? 'Loading Season...' : null} />
    </Card>
  );
}
