// Multi-team mode's switcher in the header of every game page: the coached programs, the one this tab plays and
// whose turn it is (a program whose player has business left this week). Switching acts for another program from
// the next call on, and opens the page of the stage.
import { Dropdown } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { Info } from '../../shared/api-types';
import { chooseProgram, playedLeague } from '../api';
import { emitRefresh } from '../refresh';
import { stageStep } from '../stages';

/** Switches the tab to another coached program and shows the stage's page for it. */
export function useSwitchProgram(info: Info | null): (team: string) => void {
  const navigate = useNavigate();
  return (team: string) => {
    chooseProgram(team);
    if (info) navigate(stageStep(info.stage).path);
    emitRefresh();
  };
}

export function ProgramSwitcher({ info }: { info: Info }) {
  const switchTo = useSwitchProgram(info);
  // In an online league a coach plays his own program only.
  if (!info.programs || playedLeague()) return null;
  const waiting = info.programs.filter((p) => p.waiting).map((p) => p.team);
  return (
    <span className="d-inline-flex align-items-center gap-2" data-testid="program-switcher">
      <Dropdown>
        <Dropdown.Toggle size="sm" variant="outline-light" id="program-switch">
          Switch program
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {info.programs.map((p) => (
            <Dropdown.Item
              key={p.team}
              active={p.team === info.team}
              onClick={() => p.team !== info.team && switchTo(p.team)}
              data-testid={`switch-${p.team}`}
            >
              {p.team} {p.waiting ? <span className="badge text-bg-warning ms-1">turn to play</span> : null}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      <span className="small" data-testid="whose-turn">
        {waiting.length > 0 ? `Waiting on: ${waiting.join(', ')}` : 'Every program has played its turn'}
      </span>
    </span>
  );
}
