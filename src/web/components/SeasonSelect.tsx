// A season of the dynasty, newest first: the stats and rankings pages' picker.
import { Form } from 'react-bootstrap';
import type { Info } from '../../shared/api-types';

/** value undefined: the current season. */
export function SeasonSelect({
  id,
  info,
  value,
  onChange,
}: {
  id: string;
  info: Info;
  value: number | undefined;
  onChange: (year: number | undefined) => void;
}) {
  const years = Array.from({ length: info.currentYear - info.startYear + 1 }, (_, i) => info.currentYear - i);
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">Season</Form.Label>
      <Form.Select
        size="sm"
        value={value ?? info.currentYear}
        onChange={(e) => onChange(Number(e.target.value) === info.currentYear ? undefined : Number(e.target.value))}
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
