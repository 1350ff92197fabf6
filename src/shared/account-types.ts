// A hosted server's accounts as the browser sees them (src/shared/contract/accountRoutes.ts); the type is its
// answer's schema's.
import type { Static } from 'typebox';
import type { ACCOUNT_ANSWER } from './contract/accountRoutes.js';

/** Who is signed in in this browser, and the CSRF token every change it makes carries (X-CSRF-Token). */
export type AccountResponse = Static<typeof ACCOUNT_ANSWER>;
