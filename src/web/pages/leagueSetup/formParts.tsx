import { Col, Form } from 'react-bootstrap';
import type { LeagueChange, LeagueSetupResponse } from '../../../shared/api-types';

export interface FormProps {
  data: LeagueSetupResponse;
  busy: boolean;
  send: (change: LeagueChange, done: string) => void;
}

export const INDEPENDENT = 'Independent';

export function allTeams(data: LeagueSetupResponse): string[] {
  return [...data.setup.conferences.flatMap((c) => c.teams), ...data.setup.independents].sort();
}

export function Pick({
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
