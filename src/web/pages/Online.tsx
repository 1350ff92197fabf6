// Online leagues on a hosted server: an account (sign up, sign in, sign out), the leagues it runs or coaches in, a
// new league, and one league: its coaches, its log, the commissioner's invitations. An invitation link carries its
// token after '#', so it never reaches a server's log; opening one shows whose league it is (signed in or not: the
// sign-in form beside it) and, signed in, offers the programs still free. Leaving a league is asked first.
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Button, Card, Form, ListGroup, Table } from 'react-bootstrap';
import type { AccountResponse } from '../../shared/account-types';
import type { LeagueListEntry, LeagueResponse } from '../../shared/league-types';
import { ApiError, api, playLeague, playedLeague } from '../api';
import { ConfirmModal } from '../components/ConfirmModal';
import { LeagueGame } from '../components/LeagueGame';
import { Loading } from '../components/Status';
import { TopNav } from '../components/TopNav';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { watchLeague } from '../liveEvents';
import { Invitation } from './online/Invitation';
import { NewLeague } from './online/NewLeague';
import { useFailure } from './online/useFailure';

/** The invitation token of a link (#join=TOKEN), or null. */
function tokenOfLink(): string | null {
  const match = /^#join=([A-Za-z0-9_-]{43})$/.exec(window.location.hash);
  return match ? match[1] : null;
}

function SignInForms({ onSignedIn }: { onSignedIn: (a: AccountResponse) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [failed, attempt] = useFailure();
  const submit = (how: 'in' | 'up') => (event?: FormEvent) => {
    event?.preventDefault();
    void attempt(async () => onSignedIn(await (how === 'in' ? api.signIn : api.signUp)(name.trim(), password)));
  };
  return (
    <Card body style={{ maxWidth: '28rem' }}>
      <Form onSubmit={submit('in')}>
        <Form.Group controlId="account-name" className="mb-2">
          <Form.Label>Account name</Form.Label>
          <Form.Control value={name} onChange={(e) => setName(e.target.value)} autoComplete="username" />
        </Form.Group>
        <Form.Group controlId="account-password" className="mb-3">
          <Form.Label>Password (at least 8 characters)</Form.Label>
          <Form.Control
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </Form.Group>
        {failed && <Alert variant="danger">{failed}</Alert>}
        <Button type="submit" className="me-2">
          Sign in
        </Button>
        <Button variant="outline-primary" onClick={() => submit('up')()}>
          Create account
        </Button>
      </Form>
    </Card>
  );
}

interface LeagueViewProps {
  league: LeagueResponse;
  onChanged: (l: LeagueResponse) => void;
  onLeft: (leagues: LeagueListEntry[]) => void;
}

/** How often the league shown is read again besides its live events (a dropped stream, a league not started). */
const IDLE_MS = 15_000;

/**
 * Keeps the league shown current without a reload: read again at each entry of its log (its live events, a coach's
 * stream, from before the league starts: its start, a coach ready, an advance, a result forced) and now and then
 * besides. A failed read waits for the next.
 */
function useLeagueFollowed(league: LeagueResponse, onChanged: (l: LeagueResponse) => void): void {
  const { id } = league;
  const live = league.you.team !== null;
  useEffect(() => {
    let shown = true;
    const read = () =>
      void api.league(id).then(
        (next) => shown && onChanged(next),
        () => {},
      );
    const timer = setInterval(read, IDLE_MS);
    const stop = live ? watchLeague(id, read) : () => {};
    return () => {
      shown = false;
      clearInterval(timer);
      stop();
    };
  }, [id, live, onChanged]);
}

function LeagueView({ league, onChanged, onLeft }: LeagueViewProps) {
  useLeagueFollowed(league, onChanged);
  const [link, setLink] = useState<string | null>(null);
  const [seats, setSeats] = useState(1);
  const [reason, setReason] = useState('');
  const [leaving, setLeaving] = useState(false);
  const [failed, attempt] = useFailure();
  const invite = () =>
    attempt(async () => {
      const made = await api.inviteToLeague(league.id, 48, seats);
      setLink(`${window.location.origin}/online#join=${made.token}`);
      onChanged(await api.league(league.id));
    });
  const revoke = (id: number) => attempt(async () => onChanged(await api.revokeInvite(league.id, id)));
  const remove = (team: string) => attempt(async () => onChanged(await api.removeCoach(league.id, team, reason)));
  const leave = () => {
    setLeaving(false);
    void attempt(async () => onLeft((await api.leaveLeague(league.id)).leagues));
  };
  return (
    <Card body>
      <h2 className="h4">{league.name}</h2>
      <p>
        Season {league.year}; commissioner {league.commissioner}.{' '}
        {league.you.team ? `You coach ${league.you.team}.` : 'You coach no program.'} {league.free_teams.length}{' '}
        programs are the computer's
        {league.playoff_teams === null ? '' : `; a ${league.playoff_teams}-team playoff`}.
      </p>
      <LeagueGame league={league} onChanged={onChanged} attempt={attempt} />
      <Table size="sm" aria-label="Coaches">
        <thead>
          <tr>
            <th>Coach</th>
            <th>Program</th>
            {league.game && <th>This turn</th>}
            {league.you.commissioner && <th>Commissioner</th>}
          </tr>
        </thead>
        <tbody>
          {league.coaches.map((c) => (
            <tr key={c.team}>
              <td>{c.name}</td>
              <td>{c.team}</td>
              {league.game && <td>{c.auto_pilot ? 'On auto-pilot' : c.ready ? 'Ready' : 'Not ready'}</td>}
              {league.you.commissioner && (
                <td>
                  <Button size="sm" variant="outline-danger" onClick={() => void remove(c.team)}>
                    Remove from {c.team}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {league.you.commissioner && (
        <Form.Group controlId="remove-reason" className="mb-3" style={{ maxWidth: '32rem' }}>
          <Form.Label>Reason for a removal (every coach reads it in the log)</Form.Label>
          <Form.Control value={reason} onChange={(e) => setReason(e.target.value)} maxLength={100} />
        </Form.Group>
      )}
      {league.you.team && (
        <Button variant="outline-secondary" className="mb-3" onClick={() => setLeaving(true)}>
          Leave {league.you.team}
        </Button>
      )}
      <ConfirmModal
        show={leaving}
        title={`Leave ${league.you.team ?? 'your program'}?`}
        confirmLabel={`Leave ${league.you.team ?? 'the league'}`}
        onConfirm={leave}
        onCancel={() => setLeaving(false)}
        testId="confirm-leave"
      >
        {league.you.team} goes back to the computer (its staff runs it) and you leave {league.name}
        {league.you.commissioner ? ' as its coach (you stay its commissioner)' : ''}. To coach in it again you need a
        new invitation.
      </ConfirmModal>
      {league.you.commissioner && (
        <div className="mb-3">
          <Form.Group controlId="invite-seats" className="mb-2" style={{ maxWidth: '20rem' }}>
            <Form.Label>Coaches the next link lets in (each once)</Form.Label>
            <Form.Control
              type="number"
              min={1}
              max={32}
              value={seats}
              onChange={(e) => setSeats(Math.min(32, Math.max(1, Math.round(Number(e.target.value)) || 1)))}
            />
          </Form.Group>
          <Button onClick={() => void invite()}>New invitation (48 hours)</Button>
          {link && (
            <Alert variant="info" className="mt-2">
              Send this link to {seats === 1 ? 'a friend' : `${seats} friends`} (it is shown only now; it lets in{' '}
              {seats === 1 ? 'one coach' : `${seats} coaches`}): <code data-testid="invite-link">{link}</code>
            </Alert>
          )}
          <ListGroup className="mt-2">
            {league.invites.map((i) => (
              <ListGroup.Item key={i.id} className="d-flex justify-content-between">
                <span>
                  Invitation {i.id}: {i.used} of {i.seats} joined;{' '}
                  {i.revoked
                    ? 'revoked'
                    : i.used >= i.seats
                      ? 'used up'
                      : `until ${new Date(i.expires_at).toLocaleString()}`}
                </span>
                {!i.revoked && i.used < i.seats && (
                  <Button size="sm" variant="outline-danger" onClick={() => void revoke(i.id)}>
                    Revoke
                  </Button>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        </div>
      )}
      {failed && <Alert variant="danger">{failed}</Alert>}
      <h3 className="h5">League log</h3>
      <ListGroup as="ol" aria-label="League log">
        {league.log.map((entry) => (
          <ListGroup.Item as="li" key={`${entry.at} ${entry.text}`}>
            {entry.by_commissioner ? '[Commissioner] ' : ''}
            {entry.text}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}

/** The online leagues under the game pages' top bar (its brand leads back Home). */
export function Online() {
  useDocumentTitle('Online leagues');
  return (
    <>
      <TopNav info={null} conferences={[]} />
      <div className="container-xxl py-3">
        <OnlineLeagues />
      </div>
    </>
  );
}

function OnlineLeagues() {
  const [account, setAccount] = useState<AccountResponse | null>(null);
  const [leagues, setLeagues] = useState<LeagueListEntry[]>([]);
  const [open, setOpen] = useState<LeagueResponse | null>(null);
  const [token, setToken] = useState(tokenOfLink);
  const [playing, setPlaying] = useState(playedLeague);
  const [failed, attempt] = useFailure();
  useEffect(() => {
    // The static build answers no account call: it plays without a server, so without leagues.
    const none: AccountResponse = { enabled: false, signed_in: false, name: null, csrf_token: null };
    const read = async (): Promise<AccountResponse> => {
      try {
        return await api.account();
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return none;
        throw error;
      }
    };
    void attempt(async () => setAccount(await read()));
  }, [attempt]);
  const signedIn = account?.signed_in === true;
  useEffect(() => {
    if (signedIn) void attempt(async () => setLeagues((await api.leagues()).leagues));
  }, [signedIn, attempt]);
  const show = (league: LeagueResponse) => {
    setOpen(league);
    setToken(null);
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    void attempt(async () => setLeagues((await api.leagues()).leagues));
  };

  if (!account) return failed ? <Alert variant="danger">{failed}</Alert> : <Loading />;
  if (!account.enabled)
    return (
      <Alert variant="info">
        Online leagues are played on a hosted server (<code>dynasty serve --users-dir DIR</code>); this one plays
        single-player dynasties only.
      </Alert>
    );
  return (
    <div>
      <h1 className="h3">Online leagues</h1>
      {!signedIn ? (
        <>
          {token && <Invitation token={token} signedIn={false} onJoined={show} />}
          <SignInForms onSignedIn={setAccount} />
        </>
      ) : (
        <>
          <p>
            Signed in as <strong data-testid="account-name">{account.name}</strong>.{' '}
            <Button size="sm" variant="link" onClick={() => void attempt(async () => setAccount(await api.signOut()))}>
              Sign out
            </Button>
          </p>
          {playing && (
            <Alert variant="info">
              This tab plays an online league's game.{' '}
              <Button
                size="sm"
                variant="link"
                onClick={() => {
                  playLeague(null);
                  setPlaying(null);
                }}
              >
                Play my own saves instead
              </Button>
            </Alert>
          )}
          {token && <Invitation token={token} signedIn onJoined={show} />}
          <ListGroup className="mb-3" aria-label="Your leagues">
            {leagues.map((l) => (
              <ListGroup.Item
                key={l.id}
                action
                onClick={() => void attempt(async () => setOpen(await api.league(l.id)))}
              >
                {l.name} ({l.year}){l.team ? `: ${l.team}` : ''}
                {l.commissioner ? ', commissioner' : ''}
              </ListGroup.Item>
            ))}
          </ListGroup>
          <NewLeague onMade={show} />
          {failed && <Alert variant="danger">{failed}</Alert>}
          {open && (
            <div className="mt-3">
              <LeagueView
                league={open}
                onChanged={setOpen}
                onLeft={(list) => {
                  setOpen(null);
                  setLeagues(list);
                }}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
