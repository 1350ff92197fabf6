// The playoff sizes a dynasty or a league can choose, for every front end and the API contract (a test holds them
// to the core's PLAYOFF_SIZES).
export const PLAYOFF_SIZES = [2, 4, 8, 12, 16, 24] as const;
