// Home's Load Game tab: every save of the player as a table (Year, Stage, Team, File, Last Played, Size), each with
// Continue, Export and Delete (behind a confirmation), and an import of a save file.
import { useRef, useState } from 'react';
import { Alert, Button, ButtonGroup, Card, Form, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { SaveEntry } from '../../shared/api-types';
import { api } from '../api';
import { exportSave, importSave } from '../savesTransfer';
import { savedTeamsText } from '../../shared/teamName';
import { savedStageLabel, stageStep } from '../stages';
import { DataTable } from './DataTable';
import { TeamLogo } from './Logos';

function megabytes(size: number): string {
  return `${(size / 1_000_000).toFixed(1)} MB`;
}

function lastPlayed(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function SavesTable({ saves, onChange }: { saves: SaveEntry[]; onChange: (saves: SaveEntry[]) => void }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<SaveEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The current save first, then the most recently played.
  const rows = [...saves].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastPlayed.localeCompare(a.lastPlayed),
  );

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await task();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const continueSave = (save: SaveEntry) =>
    run(async () => {
      const { info } = await api.loadSave(save.name);
      navigate(stageStep(info.stage).path);
    });

  const deleteConfirmed = (save: SaveEntry) =>
    run(async () => {
      setConfirming(null);
      onChange((await api.deleteSave(save.name)).saves);
    });

  const importFile = (file: File) =>
    run(async () => {
      const { info } = await importSave(file);
      navigate(stageStep(info.stage).path);
    });

  return (
    <Card>
      <Card.Body>
        {problem && (
          <Alert variant="danger" dismissible onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <DataTable
          testId="saves-table"
          rows={rows}
          rowKey={(s) => s.name}
          rowClassName={(s) => (s.current ? 'table-active' : undefined)}
          columns={[
            { key: 'year', header: 'Year', value: (s) => s.info?.currentYear ?? null },
            { key: 'stage', header: 'Stage', value: (s) => (s.info ? savedStageLabel(s.info) : (s.problem ?? '')) },
            {
              key: 'team',
              header: 'Team',
              value: (s) => (s.info ? savedTeamsText(s.info) : s.name),
              // A multi-team save names every program it coaches.
              render: (s) =>
                s.info ? (
                  <span className="d-inline-flex flex-wrap align-items-center gap-2">
                    {(s.info.programs?.map((p) => p.team) ?? [s.info.team]).map((team) => (
                      <TeamLogo key={team} name={team} size={24} />
                    ))}
                    {savedTeamsText(s.info)}
                  </span>
                ) : (
                  s.name
                ),
            },
            // Two saves of one team and year differ only by their file.
            {
              key: 'file',
              header: 'File',
              value: (s) => s.name,
              render: (s) => <code className="small text-body">{s.name}</code>,
            },
            {
              key: 'played',
              header: 'Last Played',
              value: (s) => s.lastPlayed,
              render: (s) => lastPlayed(s.lastPlayed),
            },
            { key: 'size', header: 'Size', numeric: true, value: (s) => s.size, render: (s) => megabytes(s.size) },
            {
              key: 'actions',
              header: '',
              sortable: false,
              render: (s) => (
                <ButtonGroup size="sm">
                  <Button onClick={() => continueSave(s)} disabled={busy || !s.info}>
                    Continue
                  </Button>
                  <Button variant="outline-secondary" onClick={() => run(() => exportSave(s.name))} disabled={busy}>
                    Export
                  </Button>
                  <Button variant="outline-danger" onClick={() => setConfirming(s)} disabled={busy}>
                    Delete
                  </Button>
                </ButtonGroup>
              ),
            },
          ]}
        />
        <Form.Group controlId="import-save" className="mt-3">
          <Form.Label className="small text-muted mb-1">Import a save file (.db) exported from CFB Dynasty</Form.Label>
          <Form.Control
            ref={fileInput}
            type="file"
            size="sm"
            accept=".db,application/vnd.sqlite3,application/x-sqlite3"
            disabled={busy}
            onChange={(e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file) void importFile(file);
              if (fileInput.current) fileInput.current.value = '';
            }}
          />
        </Form.Group>
      </Card.Body>
      <Modal show={confirming !== null} onHide={() => setConfirming(null)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Delete this save?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {confirming?.info
            ? `${confirming.info.team}, ${confirming.info.currentYear} (${confirming.name}) will be deleted. This cannot be undone.`
            : `${confirming?.name} will be deleted. This cannot be undone.`}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Keep It
          </Button>
          <Button variant="danger" onClick={() => confirming && void deleteConfirmed(confirming)}>
            Delete Save
          </Button>
        </Modal.Footer>
      </Modal>
    </Card>
  );
}
