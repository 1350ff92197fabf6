// Commitment news for the dashboard: the national top prospects' commitments and decommitments, and
// every one about the player's program, newest first. It loads on its own: the dashboard stands without it.
import { useEffect, useState } from 'react';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { RecruitingNewsResponse } from '../../shared/recruitingApi';
import { api } from '../api';
import { onRefresh } from '../refresh';
import { Stars } from './Ratings';
import { TeamLink } from './TeamInfo';

/** News items the dashboard shows. */
const SHOWN = 8;

export function RecruitingNews() {
  const [news, setNews] = useState<RecruitingNewsResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const load = () =>
      api.recruitingNews().then(
        (answer) => {
          if (!live) return;
          setNews(answer);
          setFailed(false);
        },
        () => live && setFailed(true),
      );
    void load();
    const off = onRefresh(() => void load());
    return () => {
      live = false;
      off();
    };
  }, []);
  return (
    <Card data-testid="recruiting-news">
      <Card.Header className="d-flex align-items-center">
        <span className="fw-semibold me-auto">Recruiting News</span>
        <Link to="/recruiting" className="small">
          Board
        </Link>
      </Card.Header>
      {failed ? (
        <Card.Body className="text-muted small">Recruiting news could not be loaded.</Card.Body>
      ) : !news ? (
        <Card.Body className="text-muted small">Loading...</Card.Body>
      ) : news.news.length === 0 ? (
        <Card.Body className="text-muted small">{news.cycle.message || 'No commitments yet.'}</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {news.news.slice(0, SHOWN).map((n) => (
            <ListGroup.Item key={n.id} className={`small${n.user_team ? ' list-group-item-primary' : ''}`}>
              <Badge bg={n.kind === 'commit' ? 'success' : 'warning'} className="me-1">
                {n.kind === 'commit' ? 'Commit' : 'Decommit'}
              </Badge>
              <Stars value={n.stars} /> #{n.rank} {n.pos}{' '}
              <Link to={`/recruiting/prospects/${n.prospect_id}`}>{n.name}</Link> {n.kind === 'commit' ? 'to' : 'from'}{' '}
              <TeamLink name={n.team} logo /> <span className="text-muted">(week {n.week})</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
