// The League setup page's conference forms, one change each: move a program, create a conference, and for the
// conference chosen its games, title game, name, dissolution and divisions.
import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { LeagueSetupResponse } from '../../../shared/api-types';
import { allTeams, type FormProps, INDEPENDENT, Pick } from './formParts';
import { FormSection } from '../../components/FormSection';

type Conference = LeagueSetupResponse['setup']['conferences'][number];

export function ConferenceForms({ data, busy, send }: FormProps) {
  const teams = allTeams(data);
  return (
    <>
      <MoveForm data={data} busy={busy} send={send} teams={teams} />
      <CreateForm busy={busy} send={send} teams={teams} />
      <ChosenConferenceForms data={data} busy={busy} send={send} />
    </>
  );
}

function MoveForm({ data, busy, send, teams }: FormProps & { teams: string[] }) {
  const conferences = data.setup.conferences.map((c) => c.name);
  const [move, setMove] = useState({ team: '', to: '', division: '' });
  return (
    <FormSection
      title="Move a program"
      busy={busy}
      label="Move"
      onSubmit={() =>
        send(
          {
            action: 'move',
            team: move.team,
            conference: move.to,
            ...(move.division ? { division: move.division } : {}),
          },
          `Moved ${move.team} to ${move.to}.`,
        )
      }
    >
      <Pick
        id="move-team"
        label="Program"
        value={move.team}
        options={teams}
        onChange={([v]) => setMove({ ...move, team: v })}
      />
      <Pick
        id="move-to"
        label="To"
        value={move.to}
        options={[...conferences, INDEPENDENT]}
        onChange={([v]) => setMove({ ...move, to: v, division: '' })}
      />
      <Form.Group as={Col} md={2} controlId="move-division" className="mb-2">
        <Form.Label>Division</Form.Label>
        <Form.Control
          value={move.division}
          onChange={(e) => setMove({ ...move, division: e.target.value })}
          placeholder="if any"
        />
      </Form.Group>
    </FormSection>
  );
}

function CreateForm({ busy, send, teams }: Omit<FormProps, 'data'> & { teams: string[] }) {
  const [create, setCreate] = useState<{ name: string; teams: string[] }>({ name: '', teams: [] });
  return (
    <FormSection
      title="Create a conference"
      busy={busy}
      label="Create"
      onSubmit={() => send({ action: 'create', name: create.name, teams: create.teams }, `Created ${create.name}.`)}
    >
      <Form.Group as={Col} md={3} controlId="create-name" className="mb-2">
        <Form.Label>Name</Form.Label>
        <Form.Control value={create.name} onChange={(e) => setCreate({ ...create, name: e.target.value })} />
      </Form.Group>
      <Pick
        id="create-teams"
        label="Programs (moved from their conferences)"
        value={create.teams}
        options={teams}
        multiple
        onChange={(v) => setCreate({ ...create, teams: v })}
      />
    </FormSection>
  );
}

/** The forms that act on the conference chosen in the first: its games, then title game, name, end, divisions. */
function ChosenConferenceForms({ data, busy, send }: FormProps) {
  const conferences = data.setup.conferences.map((c) => c.name);
  const [conf, setConf] = useState({ name: '', newName: '', games: '', title: 'yes' });
  const chosen = data.setup.conferences.find((c) => c.name === conf.name);
  return (
    <>
      <FormSection
        title="A conference's rules"
        busy={busy}
        label="Set games and title game"
        onSubmit={() => {
          send(
            { action: 'games', conference: conf.name, games: Number(conf.games) },
            `${conf.name} plays ${conf.games} conference games.`,
          );
        }}
      >
        <Pick
          id="conf-name"
          label="Conference"
          value={conf.name}
          options={conferences}
          onChange={([v]) =>
            setConf({
              ...conf,
              name: v,
              games: String(data.setup.conferences.find((c) => c.name === v)?.confGames ?? ''),
            })
          }
        />
        {/* The games a conference of its size may play: a round robin for a small one, 7 to 9 from eight teams. */}
        <Pick
          id="conf-games"
          label="Conference games"
          value={conf.games}
          options={(data.conference_games[conf.name] ?? []).map(String)}
          onChange={([v]) => setConf({ ...conf, games: v })}
        />
      </FormSection>
      <Row className="mb-3">
        <Col md="auto">
          <Button
            variant="outline-secondary"
            disabled={busy || !chosen}
            onClick={() =>
              chosen
              && send(
                { action: 'title_game', conference: chosen.name, on: !chosen.championshipGame },
                `${chosen.name}: title game ${chosen.championshipGame ? 'off' : 'on'}.`,
              )
            }
          >
            {chosen?.championshipGame ? 'Drop the title game' : 'Add a title game'}
          </Button>
        </Col>
        <Col md={3}>
          <Form.Control
            aria-label="New name"
            placeholder="New name"
            value={conf.newName}
            onChange={(e) => setConf({ ...conf, newName: e.target.value })}
          />
        </Col>
        <Col md="auto">
          <Button
            variant="outline-secondary"
            disabled={busy || !chosen}
            onClick={() =>
              chosen
              && send(
                { action: 'rename', conference: chosen.name, name: conf.newName },
                `Renamed ${chosen.name} to ${conf.newName}.`,
              )
            }
          >
            Rename
          </Button>
        </Col>
        <Col md="auto">
          <Button
            variant="outline-danger"
            disabled={busy || !chosen}
            onClick={() =>
              chosen
              && send(
                { action: 'dissolve', conference: chosen.name },
                `Dissolved ${chosen.name}: its programs are independents.`,
              )
            }
          >
            Dissolve
          </Button>
        </Col>
      </Row>
      <DivisionsForm chosen={chosen} busy={busy} send={send} />
    </>
  );
}

function DivisionsForm({ chosen, busy, send }: Omit<FormProps, 'data'> & { chosen: Conference | undefined }) {
  const [divisions, setDivisions] = useState<{ first: string; second: string; teams: string[] }>({
    first: '',
    second: '',
    teams: [],
  });
  return (
    <FormSection
      title="Divisions of the chosen conference"
      busy={busy || !chosen}
      label="Set divisions"
      onSubmit={() => {
        if (!chosen) return;
        if (!divisions.first)
          return send(
            { action: 'divisions', conference: chosen.name, divisions: null },
            `${chosen.name} has no divisions.`,
          );
        const rest = chosen.teams.filter((t) => !divisions.teams.includes(t));
        send(
          {
            action: 'divisions',
            conference: chosen.name,
            divisions: [
              { name: divisions.first, teams: divisions.teams },
              { name: divisions.second, teams: rest },
            ],
          },
          `Divisions of ${chosen.name} set.`,
        );
      }}
    >
      <Form.Group as={Col} md={2} controlId="division-first" className="mb-2">
        <Form.Label>First division</Form.Label>
        <Form.Control
          value={divisions.first}
          placeholder="none"
          onChange={(e) => setDivisions({ ...divisions, first: e.target.value })}
        />
      </Form.Group>
      <Pick
        id="division-teams"
        label="Its programs (the rest form the second)"
        value={divisions.teams}
        options={chosen?.teams ?? []}
        multiple
        onChange={(v) => setDivisions({ ...divisions, teams: v })}
      />
      <Form.Group as={Col} md={2} controlId="division-second" className="mb-2">
        <Form.Label>Second division</Form.Label>
        <Form.Control
          value={divisions.second}
          onChange={(e) => setDivisions({ ...divisions, second: e.target.value })}
        />
      </Form.Group>
    </FormSection>
  );
}
