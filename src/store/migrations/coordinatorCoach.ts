// A fired head coach hired as a coordinator keeps his head coach's record (his career as a head coach) and gets a
// coordinator's: `coach_id` links the two, so he is no longer a head coach out of work among the staff candidates.
// A save from before the link finds them by name and birth year: a head coach fired after the season before the
// coordinator's first.
export const COORDINATOR_COACH = `
ALTER TABLE coordinators ADD COLUMN coach_id INTEGER;
UPDATE coordinators SET coach_id = (
  SELECT h.id FROM coaches h JOIN coaching_changes x ON x.old_coach_id = h.id
  WHERE x.reason = 'fired' AND x.year = coordinators.since - 1 AND h.team IS NULL
    AND h.first = coordinators.first AND h.last = coordinators.last AND h.birth_year = coordinators.birth_year
  ORDER BY h.id DESC LIMIT 1
);
`;
