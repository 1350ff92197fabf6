// God Mode: the switch (off by default, recorded in the save) and, while on, one form per edit: a player's
// ratings, class and position; moving a player; a head coach; a program's prestige; the winner of an unplayed
// game. The log lists everything done under it.
import { useState } from 'react';
import { Alert, Card, Col, Form, Table } from 'react-bootstrap';
import type { GodModeChange, GodModeResponse } from '../../shared/api-types';
import { api } from '../api';
import { FormSection } from '../components/FormSection';
import { ForcibleGameFields, pickedGame } from '../components/ForcibleGameFields';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

type Send = (change: GodModeChange) => void;

function Field({
  id,
  label,
  value,
  onChange,
  md = 2,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  md?: number;
}) {
  return (
    <Form.Group as={Col} md={md} controlId={id} className="mb-2">
      <Form.Label>{label}</Form.Label>
      <Form.Control value={value} onChange={(e) => onChange(e.target.value)} />
    </Form.Group>
  );
}

function Edits({ data, send }: { data: GodModeResponse; send: Send }) {
  const [player, setPlayer] = useState({ id: '', rating: data.ratings[0], value: '', year: '', pos: '' });
  const [move, setMove] = useState({ id: '', team: '' });
  const [coach, setCoach] = useState({ team: '', skill: data.coach_skills[0], value: '' });
  const [prestige, setPrestige] = useState({ team: '', value: '' });
  return (
    <>
      <FormSection
        title="Edit a player"
        label="Save player"
        onSubmit={() =>
          send({
            action: 'player',
            id: Number(player.id),
            ...(player.value ? { ratings: { [player.rating]: Number(player.value) } } : {}),
            ...(player.year ? { year: player.year } : {}),
            ...(player.pos ? { pos: player.pos } : {}),
          })
        }
      >
        <Field
          id="god-player-id"
          label="Player id"
          value={player.id}
          onChange={(v) => setPlayer({ ...player, id: v })}
        />
        <Form.Group as={Col} md={2} controlId="god-player-rating" className="mb-2">
          <Form.Label>Rating</Form.Label>
          <Form.Select value={player.rating} onChange={(e) => setPlayer({ ...player, rating: e.target.value })}>
            {data.ratings.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Field
          id="god-player-value"
          label="Value (1-99)"
          value={player.value}
          onChange={(v) => setPlayer({ ...player, value: v })}
        />
        <Field
          id="god-player-class"
          label="Class"
          value={player.year}
          onChange={(v) => setPlayer({ ...player, year: v })}
          md={1}
        />
        <Field
          id="god-player-pos"
          label="Position"
          value={player.pos}
          onChange={(v) => setPlayer({ ...player, pos: v })}
          md={1}
        />
      </FormSection>
      <FormSection
        title="Move a player"
        label="Move player"
        onSubmit={() => send({ action: 'move_player', id: Number(move.id), team: move.team })}
      >
        <Field id="god-move-id" label="Player id" value={move.id} onChange={(v) => setMove({ ...move, id: v })} />
        <Field
          id="god-move-team"
          label="To program"
          value={move.team}
          onChange={(v) => setMove({ ...move, team: v })}
          md={3}
        />
      </FormSection>
      <FormSection
        title="Edit a head coach"
        label="Save coach"
        onSubmit={() => send({ action: 'coach', team: coach.team, skills: { [coach.skill]: Number(coach.value) } })}
      >
        <Field
          id="god-coach-team"
          label="Program"
          value={coach.team}
          onChange={(v) => setCoach({ ...coach, team: v })}
          md={3}
        />
        <Form.Group as={Col} md={2} controlId="god-coach-skill" className="mb-2">
          <Form.Label>Skill</Form.Label>
          <Form.Select value={coach.skill} onChange={(e) => setCoach({ ...coach, skill: e.target.value })}>
            {data.coach_skills.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Field
          id="god-coach-value"
          label="Value (1-99)"
          value={coach.value}
          onChange={(v) => setCoach({ ...coach, value: v })}
        />
      </FormSection>
      <FormSection
        title="Set a program's prestige"
        label="Set prestige"
        onSubmit={() => send({ action: 'prestige', team: prestige.team, prestige: Number(prestige.value) })}
      >
        <Field
          id="god-prestige-team"
          label="Program"
          value={prestige.team}
          onChange={(v) => setPrestige({ ...prestige, team: v })}
          md={3}
        />
        <Field
          id="god-prestige-value"
          label="Prestige (1-7)"
          value={prestige.value}
          onChange={(v) => setPrestige({ ...prestige, value: v })}
        />
      </FormSection>
      <ForceResult data={data} send={send} />
    </>
  );
}

/** A result forced on one of the week to come's unplayed games, picked from them ("Away at Home"). */
function ForceResult({ data, send }: { data: GodModeResponse; send: Send }) {
  const [force, setForce] = useState({ game: '', winner: '' });
  const chosen = pickedGame(data.forcible, force);
  if (data.forcible.games.length === 0)
    return (
      <p className="text-body-secondary" data-testid="god-force-none">
        No game to force a result on now: only the unplayed games of the week to come.
      </p>
    );
  return (
    <FormSection
      title="Force a result"
      label="Force winner"
      onSubmit={() => chosen && send({ action: 'force', game: chosen.id, winner: force.winner })}
    >
      <ForcibleGameFields forcible={data.forcible} pick={force} onPick={setForce} idPrefix="god-force" />
    </FormSection>
  );
}

export function GodMode() {
  useDocumentTitle('God Mode');
  const page = usePageData(api.godMode, 'god-mode');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const send: Send = (change) => {
    setMessage(null);
    api.changeGodMode(change).then(
      (data) => {
        page.setData(data);
        setMessage({ ok: true, text: data.done ?? '' });
      },
      (error: Error) => setMessage({ ok: false, text: error.message }),
    );
  };
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load God Mode">
      {(data) => (
        <>
          <h1 className="h3">God Mode</h1>
          <p>
            Off by default. While it is on, every page says so, and what is done is logged and marks its season in
            history.
          </p>
          <Form.Check
            type="switch"
            id="god-mode-switch"
            label="God Mode"
            checked={data.on}
            onChange={(e) => send({ action: 'switch', on: e.target.checked })}
          />
          <p className="mb-3" data-testid="god-mode-state">
            {data.on ? 'God Mode is on.' : 'God Mode is off.'}
          </p>
          {message && (
            <Alert variant={message.ok ? 'success' : 'danger'} data-testid="god-message">
              {message.text}
            </Alert>
          )}
          {data.on && (
            <Card className="mb-3">
              <Card.Body>
                <Edits data={data} send={send} />
              </Card.Body>
            </Card>
          )}
          {data.seasons.length > 0 && (
            <p data-testid="god-seasons">Seasons marked as played under God Mode: {data.seasons.join(', ')}</p>
          )}
          <Table size="sm" data-testid="god-log">
            <thead>
              <tr>
                <th>Season</th>
                <th>Week</th>
                <th>What</th>
              </tr>
            </thead>
            <tbody>
              {data.log.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows: an entry's place is its key
                <tr key={i}>
                  <td>{e.year}</td>
                  <td>{e.week}</td>
                  <td>{e.what}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </PageState>
  );
}
