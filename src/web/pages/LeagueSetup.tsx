// The League setup page: conferences with their members, divisions, conference games and title game; the
// independents, protected rivalries, playoff format and league rules; in the preseason, forms that change them
// (each change checked by the server: an impossible league is refused with its reason) and the league file.
import { useState } from 'react';
import { Alert, Button, Card, Table } from 'react-bootstrap';
import type { LeagueChange, LeagueSetupResponse } from '../../shared/api-types';
import { api } from '../api';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { downloadLeagueFile } from './leagueSetup/download';
import { ConferenceForms } from './leagueSetup/conferenceForms';
import { PlayoffForm, RivalryForm, RulesForm } from './leagueSetup/forms';

function ConferenceTable({ data }: { data: LeagueSetupResponse }) {
  return (
    <Table size="sm" responsive data-testid="conference-table">
      <thead>
        <tr>
          <th>Conference</th>
          <th>Teams</th>
          <th>Games</th>
          <th>Title game</th>
          <th>Members</th>
        </tr>
      </thead>
      <tbody>
        {data.setup.conferences.map((c) => (
          <tr key={c.name} data-testid={`conference-${c.name}`}>
            <td>{c.name}</td>
            <td>{c.teams.length}</td>
            <td>{c.confGames}</td>
            <td>{c.championshipGame ? 'Yes' : 'No'}</td>
            <td>
              {c.divisions
                ? c.divisions.map((d) => (
                    <div key={d.name}>
                      <strong>{d.name}:</strong> {d.teams.join(', ')}
                    </div>
                  ))
                : c.teams.join(', ')}
            </td>
          </tr>
        ))}
        <tr>
          <td>Independent</td>
          <td>{data.setup.independents.length}</td>
          <td colSpan={2} />
          <td>{data.setup.independents.join(', ')}</td>
        </tr>
      </tbody>
    </Table>
  );
}

function Summary({ data }: { data: LeagueSetupResponse }) {
  const { playoff: p, rules: r } = data.setup;
  return (
    <ul data-testid="league-summary">
      <li>
        Playoff: {p.teams} teams, {p.autobids} automatic bids, champions take the byes: {p.confChampTop4 ? 'yes' : 'no'}
        , on-campus rounds: {p.onCampusRounds}
      </li>
      <li>
        Rules:{' '}
        {[
          `transfers sit out: ${r.transferSitOut ? 'yes' : 'no'}`,
          `redshirt games: ${r.redshirtGames}`,
          `NIL: ${r.nil ? 'on' : 'off'}`,
          `scholarships: ${r.scholarshipLimit ?? 'no limit'}`,
          `roster: ${r.rosterLimit ?? 'no limit'}`,
          `overtime: ${r.overtime}`,
          `FCS games: ${r.fcsGames}`,
        ].join('; ')}
      </li>
      <li>Protected rivalries: {data.setup.rivalries.length}</li>
    </ul>
  );
}

export function LeagueSetup() {
  useDocumentTitle('League Setup');
  const page = usePageData(api.leagueSetup, 'league-setup');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const send = (change: LeagueChange, done: string) => {
    setBusy(true);
    setMessage(null);
    api
      .changeLeague(change)
      .then(
        (data) => {
          page.setData(data);
          setMessage({ ok: true, text: done });
        },
        (error: Error) => setMessage({ ok: false, text: error.message }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the league setup">
      {(data) => (
        <>
          <h1 className="h3">League Setup {data.year}</h1>
          <Summary data={data} />
          <Button
            variant="outline-primary"
            size="sm"
            className="mb-3"
            onClick={() => void downloadLeagueFile().catch((e: Error) => setMessage({ ok: false, text: e.message }))}
          >
            Export league file
          </Button>
          {message && (
            <Alert variant={message.ok ? 'success' : 'danger'} data-testid="league-message">
              {message.text}
            </Alert>
          )}
          {data.unfinished && (
            <Alert variant="warning" data-testid="league-unfinished">
              Realignment under way (the season starts once every conference can play): {data.unfinished}
            </Alert>
          )}
          {data.can_change ? (
            <Card className="mb-3">
              <Card.Header as="h2" className="h6 mb-0">
                Change the league (preseason)
              </Card.Header>
              <Card.Body>
                <ConferenceForms data={data} busy={busy} send={send} />
                <RivalryForm data={data} busy={busy} send={send} />
                <PlayoffForm data={data} busy={busy} send={send} />
                <RulesForm data={data} busy={busy} send={send} />
              </Card.Body>
            </Card>
          ) : (
            <p className="text-muted">The league can be changed in the preseason, before the season starts.</p>
          )}
          <ConferenceTable data={data} />
        </>
      )}
    </PageState>
  );
}
