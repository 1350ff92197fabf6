// The coach's level and every archetype's tree on the coach page: his level, career XP and ability points, each
// ability's tier with what it gives now (his coordinators' share beside it) and what each tier would, a button to buy
// the next tier.
import { Badge, Button, Table } from 'react-bootstrap';
import { tierNumeral } from '../../shared/coachArchetypes';
import type { CoachAbilitiesResponse } from '../../shared/training-types';

export function CoachArchetypes({ view, onBuy }: { view: CoachAbilitiesResponse; onBuy: (ability: string) => void }) {
  const level = view.level;
  if (!level) return null;
  const progress =
    level.next_level_xp === null
      ? 100
      : Math.round((100 * (level.career_xp - level.level_xp)) / (level.next_level_xp - level.level_xp));
  return (
    <div className="mt-3" data-testid="coach-archetypes">
      <h3 className="h6">
        Level {level.level} {level.archetype_label}{' '}
        <Badge bg="primary" data-testid="coach-points">
          {level.points_left} of {level.points} points
        </Badge>
      </h3>
      <p className="small text-body-secondary mb-2">
        {level.career_xp} career XP
        {level.next_level_xp === null
          ? ' (the top level)'
          : `: ${progress}% of the way to level ${level.level + 1} at ${level.next_level_xp}`}
        . Every XP counts toward the level, spent on ratings or not; each level gives a point. Your own archetype's
        tiers cost their number in points, another's one more.
      </p>
      {view.archetypes.map((archetype) => (
        <div key={archetype.archetype} className="mb-2">
          <div className="fw-semibold">
            {archetype.label}
            {archetype.own ? ' (yours)' : ''}
            <span className="small text-body-secondary fw-normal">: {archetype.description}</span>
          </div>
          <Table size="sm" responsive className="mb-1">
            <tbody>
              {archetype.abilities.map((a) => {
                const next = a.tiers[a.tier];
                return (
                  <tr key={a.ability} data-testid={`ability-${a.ability}`}>
                    <td>
                      {a.label}{' '}
                      <Badge bg={a.tier > 0 ? 'success' : 'secondary'}>
                        {a.tier === 0 ? '-' : tierNumeral(a.tier)}
                      </Badge>
                    </td>
                    <td className="small">
                      {a.effect ?? <span className="text-body-secondary">not owned</span>}
                      {a.staff_value > 0 && <span className="text-body-secondary"> (with your coordinator)</span>}
                    </td>
                    <td className="small text-body-secondary">
                      {next ? `${tierNumeral(next.tier)} for ${next.cost} pt: ${next.effect}` : 'Top tier'}
                    </td>
                    <td className="text-end">
                      {next && (
                        <Button
                          size="sm"
                          variant="outline-primary"
                          disabled={!a.can_buy}
                          onClick={() => onBuy(a.ability)}
                          aria-label={`Buy ${a.label} ${tierNumeral(next.tier)}`}
                        >
                          Buy
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      ))}
    </div>
  );
}
