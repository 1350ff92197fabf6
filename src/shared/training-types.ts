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

/** POST /api/coach/spend/ {ability, points}, `dynasty coach spend ABILITY [POINTS] --json`. */
export interface CoachSpendResponse {
  status: 'success';
  message: string;
  abilities: CoachAbilitiesResponse;
}
