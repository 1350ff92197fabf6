// A hosted server's accounts as the browser sees them (src/shared/contract/accountRoutes.ts).

/** Who is signed in in this browser, and the CSRF token every change it makes carries (X-CSRF-Token). */
export interface AccountResponse {
  /** Whether the server keeps accounts (a hosted server); a local one plays without. */
  enabled: boolean;
  signed_in: boolean;
  /** The account's name while signed in. */
  name: string | null;
  /** null only where there are no accounts. */
  csrf_token: string | null;
}
