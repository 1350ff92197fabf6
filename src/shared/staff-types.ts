// The answers of the Staff and Budget pages (GET /api/staff, GET /api/budget) and their actions.

export type CoordinatorRoleCode = 'OC' | 'DC' | 'ST';

export interface StaffCoordinator {
  id: number;
  role: CoordinatorRoleCode;
  role_label: string;
  name: string;
  age: number;
  calling: number;
  recruiting: number;
  development: number;
  /** The OC's offence, the DC's front, the ST coordinator's nothing. */
  style: string | null;
  /** Thousands of dollars a year. */
  salary: number;
  /** The last season of his contract... */
  contract_until: number;
  /** ...which is the current one: it ends at the coaching carousel after it (renewed, or he leaves). */
  contract_ends: boolean;
  since: number;
  is_user: boolean;
  /** His level (his career XP: a share of his programs' seasons) and his role's ability. */
  level: number;
  career_xp: number;
  role_ability: CoordinatorAbilityView;
}

/**
 * A coordinator's role ability (the OC's red zone, the DC's money downs, the special teams coordinator's recruiting
 * hours): its tier by his level, the level of the next (null at the top) and what it adds to his head coach's.
 */
export interface CoordinatorAbilityView {
  ability: string;
  label: string;
  tier: number;
  next_tier_level: number | null;
  value: number;
  effect: string | null;
}

export interface StaffCandidate {
  /** What `hire` takes: his name (or this key). */
  key: string;
  name: string;
  kind: 'coordinator' | 'position_coach' | 'head_coach';
  role: CoordinatorRoleCode;
  /** Where he works now (a coordinator), or worked (a fired head coach). */
  from: string | null;
  age: number;
  calling: number;
  recruiting: number;
  development: number;
  style: string | null;
  /** What he asks a year (thousands). */
  asking: number;
  affordable: boolean;
}

export interface StaffMoveLine {
  team: string;
  role: CoordinatorRoleCode;
  /** expired: his contract ended and was not renewed. */
  kind: 'fired' | 'hired' | 'hired_away' | 'left' | 'retired' | 'expired';
  name: string;
  other: string | null;
  /** One line for the news and the carousel page. */
  text: string;
}

export interface StaffResponse {
  team: string;
  year: number;
  /** Hires and firings are open in the offseason (Roster Progression, Recruiting Summary). */
  can_change: boolean;
  change_message: string;
  staff_budget: number;
  payroll: number;
  coordinators: StaffCoordinator[];
  openings: CoordinatorRoleCode[];
  candidates: StaffCandidate[];
  /** The league's coordinator moves of the latest offseason. */
  moves: StaffMoveLine[];
  /** The player is a coordinator (the career ladder): head coaching offers after good seasons (accept on the coach routes). */
  user_role: 'head_coach' | 'coordinator';
  offers: string[];
  can_accept: boolean;
  /** A head coach just fired (the season summary) may take a coordinator job at a program no bigger (POST /api/staff/join/). */
  can_join: boolean;
  /** The programs he may join, most prestigious first (the best few; any program no bigger is accepted). */
  join_choices: string[];
}

export interface StaffChangeResult {
  message: string;
  staff: StaffResponse;
}

export interface BudgetResponse {
  team: string;
  year: number;
  /** Thousands of dollars a year. */
  budget: number;
  staff_budget: number;
  payroll: number;
  facilities: {
    /** 0-10, one decimal. */
    level: number;
    project_seasons_left: number;
    project_yearly_cost: number;
    /** Levels the project under way adds each season (0 without one). */
    project_gain: number;
    /**
     * The project the program can start: sized to its facilities budget (a full one costs full_project_cost a year),
     * its yearly cost, seasons and levels added each season, and why it cannot start now (null: it can).
     */
    new_project_cost: number;
    new_project_seasons: number;
    new_project_gain: number;
    /** The new project in words, as every front end says it. */
    new_project_line: string;
    full_project_cost: number;
    new_project_refused: string | null;
    facilities_budget: number;
  };
  nil: {
    /** NIL exists this season (from 2021). */
    era: boolean;
    message: string;
    collective: number;
    pool: number;
    offered: number;
    left: number;
    /** From 2025: the revenue-share cap per program (0 before). */
    cap: number;
    /** Deals agreed: with recruits, transfers, and (retention) the program's own players it promised NIL. */
    offers: { kind: 'recruit' | 'transfer' | 'retention'; id: number; name: string; stars: number; amount: number }[];
  };
}

/** A player's answer to an NIL offer (POST /api/nil/offer/, `dynasty nil offer`). */
export interface NilNegotiationAnswer {
  answer: 'accepted' | 'counter' | 'refused';
  /** The amount agreed or countered (thousands of dollars); null when refused. */
  amount: number | null;
  /** What he asks now: his ask, or his last counter (thousands). */
  asking: number;
  /** Offers he still answers this season without a deal. */
  rounds_left: number;
}

export interface BudgetChangeResult {
  message: string;
  budget: BudgetResponse;
  /** An NIL offer's answer (the facilities project has none). */
  negotiation?: NilNegotiationAnswer;
}
