// The League setup page's forms, one change each: rivalries, the playoff format and the league rules (the
// conferences' forms are in conferenceForms.tsx).
import { useState } from 'react';
import { Col, Form } from 'react-bootstrap';
import type { LeagueSetupRules } from '../../../shared/api-types';
import { allTeams, type FormProps, Pick } from './formParts';
import { FormSection } from '../../components/FormSection';

export function RivalryForm({ data, busy, send }: FormProps) {
  const teams = allTeams(data);
  const [r, setR] = useState({ a: '', b: '', name: '' });
  const exists = data.setup.rivalries.some((x) => x.teams.includes(r.a) && x.teams.includes(r.b));
  return (
    <FormSection
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
    </FormSection>
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
    <FormSection
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
    </FormSection>
  );
}

export function RulesForm({ data, busy, send }: FormProps) {
  const [r, setR] = useState<LeagueSetupRules>(data.setup.rules);
  const limit = (v: string) => (v.trim() === '' ? null : Number(v));
  return (
    <FormSection
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
    </FormSection>
  );
}
