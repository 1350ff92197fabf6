// Names shown in the page titles and the footer. The footer's links come from the server's configuration
// (GET /api/site, src/server/siteLinks.ts).
export const PRODUCT_NAME = 'CFB Dynasty';
export const DEFAULT_TITLE = 'College Football';
