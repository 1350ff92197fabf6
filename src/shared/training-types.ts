// Answers of the development choices: the training plan and the coach's abilities.

/** GET /api/training/, `dynasty training --json`. */
export interface TrainingResponse {
  team: string;
  /** The offseason the plan applies to (players develop in the Roster Progression stage after this season). */
  applies_after_season: number;
  groups: TrainingGroupView[];
  players: TrainingPlayerView[];
  /** At most this many players singled out. */
  max_players: number;
  /** Focus names a group takes, and a player takes. */
  group_focuses: string[];
  player_focuses: string[];
  /** Overall points a year per unit of focus above the roster's average (the trade-off's scale). */
  training_point: number;
}

export interface TrainingGroupView {
  group: string;
  positions: string[];
  focus: string;
  players: number;
  /** Expected overall points this offseason's plan adds to (or takes from) each of the group's players. */
  shift: number;
}

export interface TrainingPlayerView {
  id: number;
  first: string;
  last: string;
  pos: string;
  rating: number;
  potential: number;
  /** Expected overall points the plan adds for him this offseason (his group's focus included). */
  shift: number;
}

/** POST /api/training/group/ {group, focus}, POST /api/training/player/ {player, focus}. */
export interface TrainingChangeResponse {
  status: 'success';
  message: string;
  training: TrainingResponse;
}

/** GET /api/coach/abilities/, `dynasty coach abilities --json`. */
export interface CoachAbilitiesResponse {
  coach: string;
  /** Experience points not yet spent. */
  xp: number;
  abilities: CoachAbilityView[];
  /** What each season earned, the latest first. */
  earned: { year: number; source: string; label: string; xp: number }[];
  /** XP for one rating point, by the rating it starts from. */
  costs: { below: number; cost: number }[];
  /** His level and ability points (null: a coach without one yet). */
  level: CoachLevelView | null;
  /** Every archetype's tree, his own first, with what each tier gives in numbers. */
  archetypes: ArchetypeView[];
}

/** A coach's level: every XP he has earned counts toward it, spent or not. */
export interface CoachLevelView {
  level: number;
  career_xp: number;
  /** The career XP at which his level began, and the next one's (null at the top level). */
  level_xp: number;
  next_level_xp: number | null;
  /** Ability points his levels gave, those spent and those left. */
  points: number;
  points_spent: number;
  points_left: number;
  archetype: string;
  archetype_label: string;
  /** The ability he started with (its first tier cost nothing). */
  starting: string;
}

export interface ArchetypeView {
  archetype: string;
  label: string;
  description: string;
  /** His own archetype: its tiers cost a point less. */
  own: boolean;
  abilities: ArchetypeAbilityView[];
}

export interface ArchetypeAbilityView {
  ability: string;
  label: string;
  /** The tier he owns (0: none) and the top one. */
  tier: number;
  max_tier: number;
  /** Each tier: its cost in points for him and what it gives, as a number and in words. */
  tiers: { tier: number; cost: number; value: number; effect: string }[];
  /** Points for the next tier (null: he owns the top one), and whether his points pay for it now. */
  next_cost: number | null;
  can_buy: boolean;
  /** What his staff has now: his tier's value with his coordinators' share, in words (null: nothing). */
  value: number;
  effect: string | null;
  /** The part of `value` his coordinators bring. */
  staff_value: number;
}

export interface CoachAbilityView {
  ability: string;
  label: string;
  rating: number;
  /** XP for the next point (null at 99). */
  next_cost: number | null;
  /** Points the XP buys now. */
  affordable: number;
}

/** POST /api/coach/abilities/buy/ {ability}, `dynasty coach buy ABILITY --json`. */
export interface CoachBuyResponse {
  status: 'success';
  message: string;
  abilities: CoachAbilitiesResponse;
}

/** POST /api/coach/spend/ {ability, points}, `dynasty coach spend ABILITY [POINTS] --json`. */
export interface CoachSpendResponse {
  status: 'success';
  message: string;
  abilities: CoachAbilitiesResponse;
}
