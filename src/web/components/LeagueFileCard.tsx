// The new-game form's league file: upload a league JSON (docs/league-file.md), checked by the server with the
// same use case as `dynasty league import`; a bad file shows its line and reason, a good one its league.
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import type { LeagueFileCheckResponse } from '../../shared/api-types';
import { api, ApiError } from '../api';

/** "16-team playoff, 5 automatic bids, 1 on-campus round": the file's format as it will be played. */
export function leagueFilePlayoffText(p: LeagueFileCheckResponse['playoff']): string {
  const parts = [`${p.teams}-team playoff`];
  if (p.teams >= 8) parts.push(`${p.autobids} automatic bid${p.autobids === 1 ? '' : 's'}`);
  if (p.confChampTop4) parts.push('the best conference champions take the byes');
  parts.push(`${p.onCampusRounds} on-campus round${p.onCampusRounds === 1 ? '' : 's'}`);
  return parts.join(', ');
}

export interface LoadedLeagueFile {
  name: string;
  text: string;
  check: LeagueFileCheckResponse;
}

export function LeagueFileCard({
  file,
  onChange,
}: {
  file: LoadedLeagueFile | null;
  onChange: (file: LoadedLeagueFile | null) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const load = async (chosen: File | undefined) => {
    setError(null);
    onChange(null);
    if (!chosen) return;
    const text = await chosen.text();
    try {
      onChange({ name: chosen.name, text, check: await api.checkLeagueFile(text) });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The league file could not be checked.');
    }
  };

  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6 mb-0">
        Or: a League File
      </Card.Header>
      <Card.Body className="d-grid gap-2">
        <Form.Group controlId="league-file">
          <Form.Label>League file (JSON, from "Export league")</Form.Label>
          <Form.Control
            key={inputKey}
            type="file"
            accept=".json,application/json"
            onChange={(e) => void load((e.target as HTMLInputElement).files?.[0])}
          />
        </Form.Group>
        {error && (
          <Alert variant="danger" className="mb-0" data-testid="league-file-error">
            {error}
          </Alert>
        )}
        {file && (
          <div data-testid="league-file-summary">
            <strong>{file.name}</strong>: {file.check.year}, {file.check.conferences} conferences,{' '}
            {file.check.teams.length} programs, {leagueFilePlayoffText(file.check.playoff)}. Choose your team from its
            league.
            <div>
              <Button
                size="sm"
                variant="link"
                className="p-0"
                onClick={() => {
                  onChange(null);
                  setInputKey(inputKey + 1);
                }}
              >
                Use the real league instead
              </Button>
            </div>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
