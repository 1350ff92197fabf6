// Non-conference scheduling (preseason).
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useLocation } from 'react-router-dom';
import type { NonconResponse, NonconWeek } from '../../shared/api-types';
import { api } from '../api';
import { DataTable } from '../components/DataTable';
import { LabelChip } from '../components/Chips';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { RankedTeam } from '../components/RankedTeam';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { onStageChange } from '../refresh';

/** Spec 9: forced refresh when the page is not entered from Home. */
const FORCED_REFRESH_MS = 500;

interface FromHomeState {
  fromHome?: boolean;
  data?: NonconResponse;
}

export function Noncon() {
  useDocumentTitle(null);
  const location = useLocation();
  // Read once: the state is dropped right away so that a browser refresh loads the saved game instead.
  const handedOver = useRef((location.state as FromHomeState | null) ?? null).current;
  const fromHome = !!handedOver?.fromHome && !!handedOver.data;
  const page = usePageData(api.noncon, 'noncon', fromHome ? handedOver!.data : null);
  const [scheduleWeek, setScheduleWeek] = useState<number | null>(null);

  useEffect(() => {
    if (fromHome) {
      window.history.replaceState({ ...window.history.state, usr: null }, '');
      return;
    }
    const timer = window.setTimeout(page.reload, FORCED_REFRESH_MS);
    // Moving on to the season within the delay: the preseason page must not ask again.
    const stopOnStageChange = onStageChange(() => window.clearTimeout(timer));
    return () => {
      window.clearTimeout(timer);
      stopOnStageChange();
    };
    // Once per visit: no dependencies on purpose.
  }, []);

  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load schedule" emptyText="No schedule data available">
      {(data) => {
        const { team } = data;
        const canSchedule = team.nonConfGames < team.nonConfLimit;
        return (
          <>
            <h1 className="h3 d-flex align-items-center gap-2">
              <TeamLink name={team.name} logo /> Non-Conference Schedule
            </h1>
            <p className="fs-5 mb-1" data-testid="noncon-count">
              Non-Conference Games Scheduled: {team.nonConfGames} / {team.nonConfLimit}
            </p>
            <p className="text-muted">
              Any remaining non-conference games will be scheduled automatically when the season starts. Rivalry
              games are fixed and happen every year.
            </p>
            <DataTable<NonconWeek>
              rows={data.schedule}
              rowKey={(week) => week.weekPlayed}
              defaultSort={{ key: 'week', desc: false }}
              className="table-narrow"
              columns={[
                { key: 'week', header: 'Week', value: (w) => w.weekPlayed, numeric: true },
                {
                  key: 'opponent',
                  header: 'Opponent',
                  value: (w) => w.opponent?.name,
                  render: (w) =>
                    w.opponent ? (
                      <RankedTeam name={w.opponent.name} ranking={w.opponent.ranking} />
                    ) : canSchedule ? (
                      <Button size="sm" variant="primary" onClick={() => setScheduleWeek(w.weekPlayed)}>
                        Schedule Game
                      </Button>
                    ) : (
                      <span className="text-muted" />
                    ),
                },
                {
                  key: 'label',
                  header: 'Label',
                  value: (w) => (w.opponent ? w.label : null),
                  render: (w) => (w.opponent ? <LabelChip label={w.label} /> : null),
                },
              ]}
            />
            <ScheduleDialog
              week={scheduleWeek}
              onClose={() => setScheduleWeek(null)}
              onScheduled={(updated) => {
                setScheduleWeek(null);
                if (updated && 'schedule' in updated) page.setData(updated);
                else page.reload();
              }}
            />
          </>
        );
      }}
    </PageState>
  );
}

interface ScheduleDialogProps {
  week: number | null;
  onClose: () => void;
  onScheduled: (updated: NonconResponse | null) => void;
}

function ScheduleDialog({ week, onClose, onScheduled }: ScheduleDialogProps) {
  const [teams, setTeams] = useState<string[] | null>(null);
  const [opponent, setOpponent] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (week === null) return;
    let current = true;
    setTeams(null);
    setOpponent('');
    api
      .fetchTeams(week)
      .then((names) => current && setTeams(names))
      .catch(() => current && setTeams([]));
    return () => {
      current = false;
    };
  }, [week]);

  const schedule = async () => {
    if (week === null || !opponent) return;
    setSaving(true);
    try {
      onScheduled(await api.scheduleNoncon({ opponent, week }));
    } catch {
      /* logged by the API client; the spec shows no message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal show={week !== null} onHide={onClose} centered>
      <Modal.Header closeButton>
        <Modal.Title className="h5">Schedule Non-Conference Game</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">Week {week}</p>
        {teams === null ? (
          <Spinner animation="border" size="sm" />
        ) : teams.length === 0 ? (
          // The schedule's rules (byes, rivalries, the opponents' own slates) can leave a week without opponents.
          <p className="text-muted mb-0" data-testid="no-opponents">
            No opponents are available this week.
          </p>
        ) : (
          <Form.Group controlId="noncon-opponent">
            <Form.Label>Opponent</Form.Label>
            <Form.Select value={opponent} onChange={(e) => setOpponent(e.target.value)}>
              <option value="">Select an opponent</option>
              {teams.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={schedule} disabled={!opponent || saving}>
          Schedule
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
