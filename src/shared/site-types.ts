// GET /api/site: the links the server's configuration gives the footer (null when not set: no link is shown).
export interface SiteLinksResponse {
  /** The project's source repository. */
  repo_url: string | null;
  /** The author's profile page. */
  author_url: string | null;
}
