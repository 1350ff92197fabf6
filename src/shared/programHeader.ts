// How a call names the coached program it acts for (multi-team mode): a header the web app and the static build's
// worker send on every call, the team's name URI-encoded (a header carries ASCII only: "San José State").
// Without it the server acts for the program last acted for (a single-team save has only its one).

export const PROGRAM_HEADER = 'x-dynasty-team';

/** The most characters of the header read (a team's name is far shorter). */
export const MAX_PROGRAM_HEADER = 200;

/**
 * The header of an online league's game call (its id): the call plays the league's save, for the program its coach
 * holds there (bound on the server from his session, whatever the request names).
 */
export const LEAGUE_HEADER = 'x-dynasty-league';

/** The header a page's calls carry with its event stream's id (GET /api/events): its own changes are not told to it. */
export const STREAM_HEADER = 'x-dynasty-stream';
