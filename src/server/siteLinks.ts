// The footer's links come from the server's configuration: DYNASTY_REPO_URL (the project's repository) and
// DYNASTY_AUTHOR_URL (its author's profile). Unset, empty or not an absolute http(s) address: no link.
import type { ContractRoutes } from './contract.js';
import type { SiteLinksResponse } from '../shared/site-types.js';

export function siteUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function siteLinksFromEnv(env: NodeJS.ProcessEnv): SiteLinksResponse {
  return { repo_url: siteUrl(env.DYNASTY_REPO_URL), author_url: siteUrl(env.DYNASTY_AUTHOR_URL) };
}

export function registerSiteRoute(app: ContractRoutes, links: SiteLinksResponse): void {
  app.get('/api/site', async () => links);
}
