// The packed national class gives back exactly the class it was given: every field, the preference weights to the
// last bit (they decide interest), attributes and preferences in the same key order, and commitments.
import { describe, expect, it } from 'vitest';
import { createIdSource } from '../../src/core/players/generate.js';
import { createRng } from '../../src/core/random.js';
import { nationalClass } from '../../src/core/recruiting/index.js';
import {
  packClass,
  packCommitments,
  unpackClass,
  unpackCommitments,
} from '../../src/store/encoding/recruitingClass.js';

describe('the packed recruiting class', () => {
  it('round-trips a real class exactly', () => {
    const prospects = nationalClass(createRng('encoding:class'), createIdSource(20_250_000));
    const packed = packClass(prospects);
    const back = unpackClass(packed);
    expect(back).toEqual(prospects);
    expect(back.map((p) => Object.keys(p.attributes))).toEqual(prospects.map((p) => Object.keys(p.attributes)));
    expect(back.map((p) => Object.keys(p.preferences))).toEqual(prospects.map((p) => Object.keys(p.preferences)));
    // Far smaller than the rows' JSON of attributes and preferences alone.
    const json = prospects.reduce(
      (n, p) => n + JSON.stringify(p.attributes).length + JSON.stringify(p.preferences).length,
      0,
    );
    expect(packed.prospects.length + packed.preferences.length).toBeLessThan(json / 2);
  });

  it('round-trips commitments against the cycle program list, and refuses a program not in it', () => {
    const programs = ['Texas', 'Ohio State', 'Iowa State'];
    const commitments = [
      { to: null, week: 0 },
      { to: 'Iowa State', week: 7 },
      { to: 'Texas', week: 16 },
    ];
    expect(unpackCommitments(packCommitments(commitments, programs), programs)).toEqual(commitments);
    expect(() => packCommitments([{ to: 'Nowhere', week: 3 }], programs)).toThrow(/Nowhere/);
  });

  it('keeps an empty class', () => {
    expect(unpackClass(packClass([]))).toEqual([]);
  });
});
