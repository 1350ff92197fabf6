// The coach's level and archetype abilities on the coach screen: his level and points, each archetype's tree with the
// tier he owns, and the selected ability's effect now and its next tier's, in numbers (⇥ selects the trees, ⏎ buys).
import { Text } from 'ink';
import type { ArchetypeAbilityView, CoachAbilitiesResponse } from '../../../shared/training-types.js';
import { tierNumeral } from '../../../shared/coachArchetypes.js';

/** Every ability of the trees in the order shown (his own archetype first). */
export function treeAbilities(view: CoachAbilitiesResponse): ArchetypeAbilityView[] {
  return view.archetypes.flatMap((a) => a.abilities);
}

export function CoachGrowthPanel({
  view,
  selected,
}: {
  view: CoachAbilitiesResponse;
  /** The ability selected (null: the trees are not selected). */
  selected: string | null;
}) {
  const level = view.level;
  if (!level) return null;
  const all = treeAbilities(view);
  const chosen = all.find((a) => a.ability === selected) ?? null;
  const next = chosen ? chosen.tiers[chosen.tier] : undefined;
  return (
    <>
      <Text>
        <Text bold>{`Level ${level.level} ${level.archetype_label}`}</Text>
        <Text>{` · ${level.career_xp} career XP${level.next_level_xp === null ? '' : ` (level ${level.level + 1} at ${level.next_level_xp})`} · `}</Text>
        <Text bold>{`${level.points_left} of ${level.points} ability points left`}</Text>
      </Text>
      {view.archetypes.map((archetype) => (
        <Text key={archetype.archetype} wrap="truncate-end">
          <Text>{`${archetype.label}${archetype.own ? ' (yours)' : ''}: `.padEnd(20)}</Text>
          {archetype.abilities.map((a, i) => (
            <Text key={a.ability}>
              {i > 0 ? ' · ' : ''}
              <Text inverse={a.ability === selected} color={a.can_buy ? 'green' : undefined}>
                {`${a.label} ${a.tier === 0 ? '-' : tierNumeral(a.tier)}`}
              </Text>
            </Text>
          ))}
        </Text>
      ))}
      {chosen ? (
        <>
          <Text wrap="truncate-end">{`${chosen.label} now: ${chosen.effect ?? 'not owned'}`}</Text>
          <Text wrap="truncate-end">
            {next
              ? `Next ${tierNumeral(next.tier)} for ${next.cost} point${next.cost === 1 ? '' : 's'}: ${next.effect}`
              : 'Top tier.'}
          </Text>
        </>
      ) : (
        <>
          <Text dimColor>⇥ chooses an ability to buy (green: your points pay for its next tier)</Text>
          <Text> </Text>
        </>
      )}
    </>
  );
}
