// Clicking any team name opens the team information popup (spec: Team info popup).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Badge, Modal, Spinner } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { TeamInfo } from '../../shared/api-types';
import { api } from '../api';
import { winLoss } from '../display';
import { ConferenceLogo, TeamLogo } from './Logos';
import { PrestigeGauge } from './Ratings';
import { ErrorAlert } from './Status';
import { readableTextOn } from './teamColors';

const TeamPopupContext = createContext<(team: string) => void>(() => {});

export function TeamInfoProvider({ children }: { children: ReactNode }) {
  const [team, setTeam] = useState<string | null>(null);
  const open = useCallback((name: string) => setTeam(name), []);
  return (
    <TeamPopupContext.Provider value={open}>
      {children}
      <TeamInfoModal team={team} onClose={() => setTeam(null)} />
    </TeamPopupContext.Provider>
  );
}

/** A team name that opens the popup. */
/** fcs: an FCS opponent, which has no team page or popup: its name and "(FCS)", not a link. */
export function TeamLink({
  name,
  logo = false,
  className,
  fcs = false,
}: {
  name: string;
  logo?: boolean;
  className?: string;
  fcs?: boolean;
}) {
  const open = useContext(TeamPopupContext);
  if (fcs) {
    return (
      <span className={`team-link-wrap${className ? ` ${className}` : ''}`} data-testid="fcs-team">
        {name} <span className="text-muted small ms-1">(FCS)</span>
      </span>
    );
  }
  return (
    <span className={`team-link-wrap${className ? ` ${className}` : ''}`}>
      {logo && <TeamLogo name={name} size={22} className="me-1" />}
      <button type="button" className="team-link" onClick={() => open(name)}>
        {name}
      </button>
    </span>
  );
}

function TeamInfoModal({ team, onClose }: { team: string | null; onClose: () => void }) {
  const [info, setInfo] = useState<TeamInfo | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!team) return;
    let current = true;
    setInfo(null);
    setFailed(false);
    api
      .teamInfo(team)
      .then((response) => current && setInfo(response.team))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [team]);

  const headerStyle = useMemo(
    () => (info ? { background: info.colorPrimary, color: readableTextOn(info.colorPrimary) } : undefined),
    [info],
  );

  return (
    <Modal show={team !== null} onHide={onClose} centered aria-labelledby="team-info-title">
      {info ? (
        <>
          <Modal.Header
            closeButton
            closeVariant={readableTextOn(info.colorPrimary) === '#fff' ? 'white' : undefined}
            style={headerStyle}
          >
            <Modal.Title id="team-info-title" className="d-flex align-items-center gap-3">
              <TeamLogo name={info.name} size={56} className="logo-on-color" />
              <span>
                <span className="d-block">
                  {info.name}{' '}
                  {info.ranking > 0 && (
                    <Badge bg="light" text="dark" className="align-middle">
                      #{info.ranking}
                    </Badge>
                  )}
                </span>
                <small className="d-block fs-6 fw-normal">{info.mascot}</small>
                <small className="d-flex align-items-center gap-1 fs-6 fw-normal">
                  {info.conference !== 'Independent' && <ConferenceLogo name={info.conference} size={18} />}
                  {info.conference}
                </small>
              </span>
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <dl className="team-info-facts">
              <dt>Rating</dt>
              <dd>{info.rating}</dd>
              <dt>Prestige</dt>
              <dd>
                <PrestigeGauge value={info.prestige} label="Prestige" />
              </dd>
              <dt>Overall Record</dt>
              <dd>{winLoss(info.totalWins, info.totalLosses)}</dd>
              {info.conference !== 'Independent' && (
                <>
                  <dt>Conference Record</dt>
                  <dd>{winLoss(info.confWins, info.confLosses)}</dd>
                </>
              )}
            </dl>
            <div className="d-flex flex-wrap gap-2">
              {(['schedule', 'roster', 'history'] as const).map((page) => (
                <Link
                  key={page}
                  to={`/${encodeURIComponent(info.name)}/${page}`}
                  className="btn btn-outline-primary btn-sm"
                  onClick={onClose}
                >
                  {page[0].toUpperCase() + page.slice(1)}
                </Link>
              ))}
            </div>
          </Modal.Body>
        </>
      ) : (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="team-info-title" className="fs-5">
              {team}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {failed ? (
              <ErrorAlert>Failed to load team information</ErrorAlert>
            ) : (
              <div className="d-flex align-items-center gap-2 py-3">
                <Spinner animation="border" size="sm" />
                <span>Loading team information...</span>
              </div>
            )}
          </Modal.Body>
        </>
      )}
    </Modal>
  );
}
