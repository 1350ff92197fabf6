// Non-conference scheduling (preseason).
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useLocation } from 'react-router-dom';
import type { GameSite, NonconOpponent, NonconResponse, NonconWeek } from '../../shared/api-types';
import { api, ApiError } from '../api';
import { DataTable } from '../components/DataTable';
import { BookedSeries } from '../components/BookedSeries';
import { LabelChip } from '../components/Chips';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { RankedTeam } from '../components/RankedTeam';
import { useStagePage } from '../hooks/useStagePage';
import { StageAhead } from '../components/StageAhead';
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
  const page = useStagePage(api.noncon, 'noncon', fromHome ? (handedOver?.data ?? null) : null);
  const [scheduleWeek, setScheduleWeek] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit
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
  }, []);

  if (page.ahead) return <StageAhead answer={page.ahead} />;
  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load schedule"
      emptyText="No schedule data available"
    >
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
              Any remaining non-conference games will be scheduled automatically when the season starts. Rivalry games
              are fixed and happen every year.
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
                      <RankedTeam name={w.opponent.name} ranking={w.opponent.ranking} fcs={w.opponent.fcs} />
                    ) : canSchedule ? (
                      <Button size="sm" variant="primary" onClick={() => setScheduleWeek(w.weekPlayed)}>
                        Schedule Game
                      </Button>
                    ) : (
                      <span className="text-muted" />
                    ),
                },
                {
                  key: 'site',
                  header: 'Site',
                  value: (w) => ('site' in w && w.site ? SITE_NAMES[w.site] : null),
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
            <BookedSeries onChanged={page.reload} />
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

/** How a site reads from the player's side. */
const SITE_NAMES: Record<GameSite, string> = { home: 'Home', away: 'Away', neutral: 'Neutral site' };

function ScheduleDialog({ week, onClose, onScheduled }: ScheduleDialogProps) {
  const [opponents, setOpponents] = useState<NonconOpponent[] | null>(null);
  const [opponent, setOpponent] = useState('');
  const [site, setSite] = useState<GameSite | ''>('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (week === null) return;
    let current = true;
    setOpponents(null);
    setOpponent('');
    setSite('');
    setError(null);
    api
      .nonconOpponents(week)
      .then((answer) => current && setOpponents(answer.opponents))
      .catch(() => current && setOpponents([]));
    return () => {
      current = false;
    };
  }, [week]);

  const chosen = opponents?.find((o) => o.team.name === opponent) ?? null;
  const pickOpponent = (name: string) => {
    setOpponent(name);
    const sites = opponents?.find((o) => o.team.name === name)?.sites ?? [];
    // One possible site is chosen for the player; otherwise the default keeps home and away even.
    setSite(sites.length === 1 ? sites[0] : '');
    setError(null);
  };

  const schedule = async () => {
    if (week === null || !opponent) return;
    setSaving(true);
    try {
      onScheduled(await api.scheduleNoncon({ opponent, week, ...(site ? { site } : {}) }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The game could not be scheduled.');
    } finally {
      setSaving(false);
    }
  };

  const fbs = opponents?.filter((o) => !o.fcs) ?? [];
  const fcs = opponents?.filter((o) => o.fcs) ?? [];
  return (
    <Modal show={week !== null} onHide={onClose} centered>
      <Modal.Header closeButton>
        <Modal.Title className="h5">Schedule Non-Conference Game</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">Week {week}</p>
        {opponents === null ? (
          <Spinner animation="border" size="sm" />
        ) : opponents.length === 0 ? (
          // The schedule's rules (byes, rivalries, the opponents' own slates) can leave a week without opponents.
          <p className="text-muted mb-0" data-testid="no-opponents">
            No opponents are available this week.
          </p>
        ) : (
          <>
            <Form.Group controlId="noncon-opponent" className="mb-3">
              <Form.Label>Opponent</Form.Label>
              <Form.Select value={opponent} onChange={(e) => pickOpponent(e.target.value)}>
                <option value="">Select an opponent</option>
                <optgroup label="FBS">
                  {fbs.map((o) => (
                    <option key={o.team.name} value={o.team.name}>
                      {o.team.name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="FCS (always at your stadium)">
                  {fcs.map((o) => (
                    <option key={o.team.name} value={o.team.name}>
                      {o.team.name} (FCS)
                    </option>
                  ))}
                </optgroup>
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="noncon-site">
              <Form.Label>Site</Form.Label>
              <Form.Select value={site} onChange={(e) => setSite(e.target.value as GameSite | '')} disabled={!chosen}>
                {chosen && chosen.sites.length > 1 && <option value="">Keep home and away even</option>}
                {(chosen?.sites ?? []).map((s) => (
                  <option key={s} value={s}>
                    {SITE_NAMES[s]}
                  </option>
                ))}
              </Form.Select>
              <Form.Text muted>
                {chosen?.fcs
                  ? 'An FCS opponent always comes to your stadium.'
                  : 'A program only travels to a host near its own standing; neutral sites pair programs of similar standing.'}
              </Form.Text>
            </Form.Group>
            {error && (
              <p className="text-danger mt-2 mb-0" role="alert" data-testid="schedule-error">
                {error}
              </p>
            )}
          </>
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
