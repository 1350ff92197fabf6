// Multi-team mode on the Settings page: the programs coached by players in this dynasty, whose turn it is, and
// adding another program (its head coach becomes its player's) or giving one back to the computer.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Table } from 'react-bootstrap';
import type { ProgramsResponse } from '../../shared/programs-types';
import { api, chooseProgram } from '../api';
import { emitRefresh } from '../refresh';

const ROLE = { head_coach: 'Head coach', coordinator: 'Coordinator', fired: 'Fired' } as const;

export function CoachedPrograms() {
  const [view, setView] = useState<ProgramsResponse | null>(null);
  const [team, setTeam] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    api.programs().then(setView, (error: Error) => setFailed(error.message));
  }, []);
  const change = (run: () => Promise<ProgramsResponse & { message: string }>, after?: () => void) => {
    setFailed(null);
    run().then(
      (result) => {
        setView(result);
        setMessage(result.message);
        after?.();
        emitRefresh();
      },
      (error: Error) => setFailed(error.message),
    );
  };
  return (
    <Card className="mb-3" style={{ maxWidth: '52rem' }} data-testid="coached-programs">
      <Card.Header as="h2" className="h6 mb-0">
        Coached programs
      </Card.Header>
      <Card.Body>
        <p>
          Coach more than one program in this dynasty (two players sharing a computer, or one running a conference):
          each has its own coach, recruiting board, staff and career. Switch between them in the header; a week is
          played once, for every program.
        </p>
        {view && (
          <Table size="sm" className="mb-3">
            <thead>
              <tr>
                <th>Program</th>
                <th>Coach</th>
                <th>Record</th>
                <th>This week</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {view.programs.map((p) => (
                <tr key={p.team} className={p.acting ? 'table-active' : undefined}>
                  <td>{p.team}</td>
                  <td>
                    {p.coach} ({ROLE[p.role]})
                  </td>
                  <td>{p.record}</td>
                  <td>{p.business.length > 0 ? p.business.map((b) => b.text).join('; ') : 'Turn played'}</td>
                  <td className="text-end">
                    {view.programs.length > 1 && (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() =>
                          change(
                            () => api.dropProgram(p.team),
                            () => p.acting && chooseProgram(null),
                          )
                        }
                      >
                        Drop
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Form
          className="d-flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const name = team.trim();
            if (name)
              change(
                () => api.addProgram(name),
                () => setTeam(''),
              );
          }}
        >
          <Form.Control
            value={team}
            onChange={(event) => setTeam(event.target.value)}
            placeholder="Another program (e.g. Michigan)"
            aria-label="Program to add"
            style={{ maxWidth: '20rem' }}
            data-testid="add-program-team"
          />
          <Button type="submit" data-testid="add-program">
            Add program
          </Button>
        </Form>
        {message && (
          <Alert variant="success" className="mt-3 mb-0">
            {message}
          </Alert>
        )}
        {failed && (
          <Alert variant="danger" className="mt-3 mb-0">
            {failed}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
