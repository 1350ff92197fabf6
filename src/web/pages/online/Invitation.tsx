// An invitation link opened (/online#join=TOKEN): whose league it is and who invites, signed in or not (the sign-in
// form is beside it, and the invitation stays open once signed in); signed in, a free program to pick and the head
// coach to make for it, as at a new game (name, background, schemes, points).
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import type { InvitationResponse, LeagueResponse } from '../../../shared/league-types';
import { api, type CoachChoice } from '../../api';
import { CoachCreationCard, NO_COACH_CHOICE } from '../../components/CoachCreationCard';
import { Loading } from '../../components/Status';
import { useFailure } from './useFailure';

interface Props {
  token: string;
  signedIn: boolean;
  onJoined: (l: LeagueResponse) => void;
}

export function Invitation({ token, signedIn, onJoined }: Props) {
  const [invitation, setInvitation] = useState<InvitationResponse | null>(null);
  const [team, setTeam] = useState('');
  const [coach, setCoach] = useState<CoachChoice>(NO_COACH_CHOICE);
  const [failed, attempt] = useFailure();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again once signed in (the programs still free)
  useEffect(() => {
    void attempt(async () => setInvitation(await api.invitation(token)));
  }, [token, signedIn, attempt]);
  if (!invitation) return failed ? <Alert variant="warning">{failed}</Alert> : <Loading />;
  const join = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => onJoined(await api.joinLeague(token, team, coach)));
  };
  return (
    <Card body className="mb-3" data-testid="invitation">
      <p>
        {invitation.commissioner} invites you to <strong>{invitation.name}</strong> (season {invitation.year}).{' '}
        {signedIn
          ? 'Pick a program no coach has taken, and make its head coach.'
          : 'Sign in, or create an account, to take a program in it.'}
      </p>
      {signedIn && (
        <Form onSubmit={join}>
          <div className="d-flex gap-2">
            <Form.Select aria-label="Program" value={team} onChange={(e) => setTeam(e.target.value)}>
              <option value="">Choose a program</option>
              {invitation.free_teams.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </Form.Select>
            <Button type="submit" disabled={!team}>
              Join
            </Button>
          </div>
          <div style={{ maxWidth: '36rem' }}>
            <CoachCreationCard choice={coach} onChange={setCoach} idPrefix="join-coach" />
          </div>
        </Form>
      )}
      {failed && <Alert variant="danger">{failed}</Alert>}
    </Card>
  );
}
