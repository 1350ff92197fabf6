// A route gives back its call's answer as the contract's schema types it (ReplyOf): `npm run typecheck` refuses a
// route whose answer lacks a key the schema requires or gives a key the wrong type. (A key the schema lacks is
// refused where the answer's object is written: a view returns its page's type, which the schema makes.) Each
// expected error below must be met, or the type check fails; the test checks the routes still register.
import { describe, expect, it } from 'vitest';
import { contractRoutes } from '../../src/server/contract.js';
import type { Info } from '../../src/shared/api-types.js';

const info = {} as Info;

describe("a route's answer type", () => {
  it('is its call schema, key for key', () => {
    const added: string[] = [];
    const app = contractRoutes({ add: (entry) => void added.push(`${entry.method} ${entry.path}`) });
    app.get('/api/sim/:week', () => ({ status: 'success', weeks_simulated: 1, info }));
    // @ts-expect-error a key the schema requires is missing
    app.get('/api/sim/:week', async () => ({ status: 'success', info }));
    // @ts-expect-error a value of another type
    app.get('/api/sim/:week', () => ({ status: 'success', weeks_simulated: '1', info }));
    expect(added).toEqual(Array(3).fill('GET /api/sim/:week'));
  });
});
