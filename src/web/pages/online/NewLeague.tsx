// A new online league: its name, season, playoff, and the commissioner's own program if he coaches one, with the head
// coach he makes for it as at a new game (name, background, schemes, points).
import { type FormEvent, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import type { LeagueResponse } from '../../../shared/league-types';
import { PLAYOFF_SIZES } from '../../../shared/playoffSizes';
import { api, type CoachChoice } from '../../api';
import { CoachCreationCard, NO_COACH_CHOICE } from '../../components/CoachCreationCard';
import { useFailure } from './useFailure';

const YEARS = Array.from({ length: 27 }, (_, i) => 2026 - i);

export function NewLeague({ onMade }: { onMade: (l: LeagueResponse) => void }) {
  const [name, setName] = useState('');
  const [year, setYear] = useState(2026);
  const [team, setTeam] = useState('');
  const [playoff, setPlayoff] = useState('');
  const [coach, setCoach] = useState<CoachChoice>(NO_COACH_CHOICE);
  const [failed, attempt] = useFailure();
  const make = (event: FormEvent) => {
    event.preventDefault();
    const teams = playoff === '' ? null : Number(playoff);
    void attempt(async () => onMade(await api.createLeague(name.trim(), year, team.trim() || null, teams, coach)));
  };
  return (
    <Form onSubmit={make}>
      <Row className="g-2 align-items-end">
        <Col sm={4}>
          <Form.Label htmlFor="league-name">League name</Form.Label>
          <Form.Control id="league-name" value={name} onChange={(e) => setName(e.target.value)} />
        </Col>
        <Col sm={2}>
          <Form.Label htmlFor="league-year">Season</Form.Label>
          <Form.Select id="league-year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {YEARS.map((y) => (
              <option key={y}>{y}</option>
            ))}
          </Form.Select>
        </Col>
        <Col sm={3}>
          <Form.Label htmlFor="league-team">Your program (optional)</Form.Label>
          <Form.Control id="league-team" value={team} onChange={(e) => setTeam(e.target.value)} />
        </Col>
        <Col sm={1}>
          <Form.Label htmlFor="league-playoff">Playoff</Form.Label>
          <Form.Select id="league-playoff" value={playoff} onChange={(e) => setPlayoff(e.target.value)}>
            <option value="">Real</option>
            {PLAYOFF_SIZES.map((n) => (
              <option key={n} value={n}>
                {n} teams
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col sm={2}>
          <Button type="submit">Create league</Button>
        </Col>
      </Row>
      {team.trim() !== '' && (
        <div style={{ maxWidth: '36rem' }}>
          <CoachCreationCard choice={coach} onChange={setCoach} idPrefix="league-coach" />
        </div>
      )}
      {failed && <Alert variant="danger">{failed}</Alert>}
    </Form>
  );
}
