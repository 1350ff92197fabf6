import { Form } from 'react-bootstrap';

/** "All Positions" or one position; '' stands for all. */
export function PositionFilter({
  id,
  positions,
  value,
  onChange,
  label = 'Position Filter',
}: {
  id: string;
  positions: string[];
  value: string;
  onChange: (position: string) => void;
  label?: string;
}) {
  return (
    <Form.Group controlId={id} className="picker">
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All Positions</option>
        {positions.map((pos) => (
          <option key={pos} value={pos}>
            {pos}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
