// The staff page's tables: the coordinators on staff (with firing), and the candidates for the openings.
import { Button, Table } from 'react-bootstrap';
import { contractText } from '../../../shared/contractText';
import { roleAbilityText } from '../../../shared/coachArchetypes';
import type { StaffCoordinator, StaffResponse } from '../../../shared/staff-types';

const money = (k: number) => (k >= 1000 ? `$${(k / 1000).toFixed(1)}M` : `$${k}K`);

interface CoordinatorsProps {
  data: StaffResponse;
  busy: boolean;
  onFire: (coordinator: StaffCoordinator) => void;
}

export function CoordinatorsTable({ data, busy, onFire }: CoordinatorsProps) {
  return (
    <Table size="sm" hover responsive data-testid="staff-coordinators">
      <thead>
        <tr>
          <th>Role</th>
          <th>Name</th>
          <th className="text-end">Age</th>
          <th className="text-end">Calling</th>
          <th className="text-end">Recruiting</th>
          <th className="text-end">Development</th>
          <th>Style</th>
          <th className="text-end">Salary</th>
          <th>Contract</th>
          <th className="text-end">Level</th>
          <th>Role ability</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {data.coordinators.map((c) => (
          <tr key={c.id}>
            <td title={c.role_label}>{c.role}</td>
            <td>
              {c.name}
              {c.is_user && ' (you)'}
            </td>
            <td className="text-end">{c.age}</td>
            <td className="text-end">{c.calling}</td>
            <td className="text-end">{c.recruiting}</td>
            <td className="text-end">{c.development}</td>
            <td>{c.style ?? ''}</td>
            <td className="text-end">{money(c.salary)}</td>
            <td>{contractText(c)}</td>
            <td className="text-end" title={`${c.career_xp} career XP`}>
              {c.level}
            </td>
            <td className="small">{roleAbilityText(c.role_ability)}</td>
            <td>
              {data.can_change && !c.is_user && (
                <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => onFire(c)}>
                  Fire
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

interface CandidatesProps {
  data: StaffResponse;
  busy: boolean;
  onHire: (key: string) => void;
}

export function CandidatesTable({ data, busy, onHire }: CandidatesProps) {
  return (
    <>
      <h2 className="h5">Candidates</h2>
      <Table size="sm" hover responsive data-testid="staff-candidates">
        <thead>
          <tr>
            <th>Role</th>
            <th>Name</th>
            <th>Now</th>
            <th className="text-end">Age</th>
            <th className="text-end">Calling</th>
            <th className="text-end">Rec</th>
            <th className="text-end">Dev</th>
            <th className="text-end">Asks</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data.candidates.map((c) => (
            <tr key={c.key}>
              <td>{c.role}</td>
              <td>{c.name}</td>
              <td>{c.from ?? c.kind.replace('_', ' ')}</td>
              <td className="text-end">{c.age}</td>
              <td className="text-end">{c.calling}</td>
              <td className="text-end">{c.recruiting}</td>
              <td className="text-end">{c.development}</td>
              <td className="text-end">{money(c.asking)}</td>
              <td>
                {data.openings.includes(c.role) && (
                  <Button
                    size="sm"
                    disabled={busy}
                    variant={c.affordable ? 'primary' : 'outline-secondary'}
                    onClick={() => onHire(c.key)}
                  >
                    Hire
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
