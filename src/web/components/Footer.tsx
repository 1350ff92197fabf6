import { BUILDER_NAME, PROFESSIONAL_PROFILE_URL, PRODUCT_NAME, SOURCE_REPOSITORY_URL } from '../siteLinks';

export function Footer() {
  return (
    <footer className="app-footer">
      <div className="container-xxl d-flex flex-wrap justify-content-between gap-2">
        <span>
          {PRODUCT_NAME} · Built by {BUILDER_NAME}
        </span>
        <span className="d-flex gap-3">
          <a href={SOURCE_REPOSITORY_URL} target="_blank" rel="noreferrer">
            Source code
          </a>
          <a href={PROFESSIONAL_PROFILE_URL} target="_blank" rel="noreferrer">
            LinkedIn
          </a>
        </span>
      </div>
    </footer>
  );
}
