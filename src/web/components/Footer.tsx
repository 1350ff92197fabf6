// The footer: the product's name, and the links to the project's repository and its author's profile when the
// server's configuration names them (GET /api/site); none is shown otherwise.
import { useEffect, useState } from 'react';
import type { SiteLinksResponse } from '../../shared/site-types';
import { api } from '../api';
import { PRODUCT_NAME } from '../siteLinks';

export function Footer() {
  const [links, setLinks] = useState<SiteLinksResponse | null>(null);
  useEffect(() => {
    let live = true;
    // Without the links the footer still stands: a failed call shows none.
    api.site().then(
      (answer) => live && setLinks(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <footer className="app-footer">
      <div className="container-xxl d-flex flex-wrap justify-content-between gap-2">
        <span>{PRODUCT_NAME}</span>
        <span className="d-flex gap-3" data-testid="footer-links">
          {links?.repo_url && (
            <a href={links.repo_url} target="_blank" rel="noreferrer">
              Source code
            </a>
          )}
          {links?.author_url && (
            <a href={links.author_url} target="_blank" rel="noreferrer">
              Author
            </a>
          )}
        </span>
      </div>
    </footer>
  );
}
