// One titled form of a page of edits (League setup, God Mode): its fields in a row, then its submit button.
import type { ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';

export function FormSection({
  title,
  children,
  onSubmit,
  busy = false,
  label,
}: {
  title: string;
  children: ReactNode;
  onSubmit: () => void;
  busy?: boolean;
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
