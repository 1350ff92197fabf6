// The League setup page's forms, one change each: conferences (move, create, rename, dissolve, games, title
// game, divisions), rivalries, the playoff format and the league rules.
import { useState, type ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { LeagueChange, LeagueSetupResponse, LeagueSetupRules } from '../../../shared/api-types';

interface FormProps {
  data: LeagueSetupResponse;
  busy: boolean;
  send: (change: LeagueChange, done: string) => void;
}

const INDEPENDENT = 'Independent';

function allTeams(data: LeagueSetupResponse): string[] {
  return [...data.setup.conferences.flatMap((c) => c.teams), ...data.setup.independents].sort();
}

function Pick({
  id,
  label,
  value,
  options,
  onChange,
  multiple,
}: {
  id: string;
  label: string;
  value: string | string[];
  options: string[];
  onChange: (v: string[]) => void;
  multiple?: boolean;
}) {
  return (
    <Form.Group as={Col} md={multiple ? 6 : 3} controlId={id} className="mb-2">
      <Form.Label>{label}</Form.Label>
      <Form.Select
        multiple={multiple}
        htmlSize={multiple ? 8 : undefined}
        value={value}
        onChange={(e) => onChange(Array.from(e.target.selectedOptions, (o) => o.value))}
      >
        {!multiple && <option value="">Choose...</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

function Section({
  title,
  children,
  onSubmit,
  busy,
  label,
}: {
  title: string;
  children: ReactNode;
  onSubmit: () => void;
  busy: boolean;
  label: string;
}) {
  return (
    <Form
      className="mb-3"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3 className="h6">{title}</h3>
      <Row className="align-items-end">
        {children}
        <Col md="auto" className="mb-2">
          <Button type="submit" disabled={busy}>
            {label}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}

export function ConferenceForms({ data, busy, send }: FormProps) {
  const teams = allTeams(data);
  const conferences = data.setup.conferences.map((c) => c.name);
  const [move, setMove] = useState({ team: '', to: '', division: '' });
  const [create, setCreate] = useState<{ name: string; teams: string[] }>({ name: '', teams: [] });
  const [conf, setConf] = useState({ name: '', newName: '', games: '', title: 'yes' });
  const [divisions, setDivisions] = useState<{ first: string; second: string; teams: string[] }>({
    first: '',
    second: '',
    teams: [],
  });
  const chosen = data.setup.conferences.find((c) => c.name === conf.name);
  return (
    <>
      <Section
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
      </Section>
      <Section
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
      </Section>
      <Section
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
      </Section>
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
      <Section
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
      </Section>
    </>
  );
}

export function RivalryForm({ data, busy, send }: FormProps) {
  const teams = allTeams(data);
  const [r, setR] = useState({ a: '', b: '', name: '' });
  const exists = data.setup.rivalries.some((x) => x.teams.includes(r.a) && x.teams.includes(r.b));
  return (
    <Section
      title="Protected rivalry"
      busy={busy}
      label={exists ? 'Remove rivalry' : 'Add rivalry'}
      onSubmit={() =>
        send(
          exists
            ? { action: 'rivalry_remove', teams: [r.a, r.b] }
            : { action: 'rivalry_add', teams: [r.a, r.b], ...(r.name ? { name: r.name } : {}) },
          exists ? 'Rivalry removed.' : 'Rivalry added.',
        )
      }
    >
      <Pick id="rivalry-a" label="Team" value={r.a} options={teams} onChange={([v]) => setR({ ...r, a: v })} />
      <Pick id="rivalry-b" label="Rival" value={r.b} options={teams} onChange={([v]) => setR({ ...r, b: v })} />
      <Form.Group as={Col} md={3} controlId="rivalry-name" className="mb-2">
        <Form.Label>Name</Form.Label>
        <Form.Control value={r.name} onChange={(e) => setR({ ...r, name: e.target.value })} placeholder="optional" />
      </Form.Group>
    </Section>
  );
}

export function PlayoffForm({ data, busy, send }: FormProps) {
  const p = data.setup.playoff;
  const [f, setF] = useState({
    teams: String(p.teams),
    autobids: String(p.autobids),
    top4: p.confChampTop4,
    onCampus: String(p.onCampusRounds),
  });
  const sameSize = Number(f.teams) === p.teams;
  return (
    <Section
      title="Playoff format"
      busy={busy}
      label="Set playoff"
      onSubmit={() =>
        send(
          {
            action: 'playoff',
            teams: Number(f.teams),
            ...(sameSize || Number(f.teams) >= 8
              ? { autobids: Number(f.teams) >= 8 ? Number(f.autobids) : undefined, onCampusRounds: Number(f.onCampus) }
              : {}),
            ...(sameSize ? { confChampTop4: f.top4 } : {}),
          },
          `Playoff: ${f.teams} teams.`,
        )
      }
    >
      <Pick
        id="playoff-teams"
        label="Teams"
        value={f.teams}
        options={data.playoff_sizes.map(String)}
        onChange={([v]) => setF({ ...f, teams: v })}
      />
      <Form.Group as={Col} md={2} controlId="playoff-autobids" className="mb-2">
        <Form.Label>Automatic bids</Form.Label>
        <Form.Control
          type="number"
          min={0}
          value={f.autobids}
          onChange={(e) => setF({ ...f, autobids: e.target.value })}
        />
      </Form.Group>
      <Form.Group as={Col} md={2} controlId="playoff-on-campus" className="mb-2">
        <Form.Label>On-campus rounds</Form.Label>
        <Form.Control
          type="number"
          min={0}
          value={f.onCampus}
          onChange={(e) => setF({ ...f, onCampus: e.target.value })}
        />
      </Form.Group>
      <Form.Group as={Col} md={2} controlId="playoff-top4" className="mb-2">
        <Form.Check
          label="Champions take the byes"
          checked={f.top4}
          onChange={(e) => setF({ ...f, top4: e.target.checked })}
        />
      </Form.Group>
    </Section>
  );
}

export function RulesForm({ data, busy, send }: FormProps) {
  const [r, setR] = useState<LeagueSetupRules>(data.setup.rules);
  const limit = (v: string) => (v.trim() === '' ? null : Number(v));
  return (
    <Section
      title="League rules"
      busy={busy}
      label="Set rules"
      onSubmit={() => send({ action: 'rules', rules: r }, 'League rules set.')}
    >
      <Form.Group as={Col} md={2} controlId="rules-nil" className="mb-2">
        <Form.Check label="NIL" checked={r.nil} onChange={(e) => setR({ ...r, nil: e.target.checked })} />
        <Form.Check
          id="rules-sit-out"
          label="Transfers sit out"
          checked={r.transferSitOut}
          onChange={(e) => setR({ ...r, transferSitOut: e.target.checked })}
        />
      </Form.Group>
      <Form.Group as={Col} md={2} controlId="rules-redshirt" className="mb-2">
        <Form.Label>Redshirt games</Form.Label>
        <Form.Control
          type="number"
          value={r.redshirtGames}
          onChange={(e) => setR({ ...r, redshirtGames: Number(e.target.value) })}
        />
      </Form.Group>
      <Form.Group as={Col} md={2} controlId="rules-scholarships" className="mb-2">
        <Form.Label>Scholarships</Form.Label>
        <Form.Control
          value={r.scholarshipLimit ?? ''}
          placeholder="no limit"
          onChange={(e) => setR({ ...r, scholarshipLimit: limit(e.target.value) })}
        />
      </Form.Group>
      <Form.Group as={Col} md={2} controlId="rules-roster" className="mb-2">
        <Form.Label>Roster limit</Form.Label>
        <Form.Control
          value={r.rosterLimit ?? ''}
          placeholder="no limit"
          onChange={(e) => setR({ ...r, rosterLimit: limit(e.target.value) })}
        />
      </Form.Group>
      <Pick
        id="rules-overtime"
        label="Overtime"
        value={r.overtime}
        options={data.overtime_rules}
        onChange={([v]) => setR({ ...r, overtime: v })}
      />
      <Form.Group as={Col} md={2} controlId="rules-fcs" className="mb-2">
        <Form.Label>FCS games</Form.Label>
        <Form.Control
          type="number"
          value={r.fcsGames}
          onChange={(e) => setR({ ...r, fcsGames: Number(e.target.value) })}
        />
      </Form.Group>
    </Section>
  );
}
