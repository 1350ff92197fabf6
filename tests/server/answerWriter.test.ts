// The server's answer writer: an answer of two kinds (eitherBy) is written by the writer of its kind, to the bytes
// that fast-json-stringify's own writer of the whole schema (and JSON.stringify) give.
import fastJsonStringify from 'fast-json-stringify';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { eitherBy, nullable, open } from '../../src/shared/contract/answers/kit.js';
import { answerWriter } from '../../src/server/answerWriter.js';

const teams = Type.Array(open({ name: Type.String(), rank: nullable(Type.Integer()) }));
const standings = eitherBy(
  'conference',
  open({ conference: Type.String(), teams }),
  eitherBy('stage_ahead', open({ stage_ahead: Type.String(), ready: Type.Boolean() }), open({ teams })),
);

const answers = [
  {
    conference: 'SEC',
    teams: [
      { name: 'Auburn', rank: 12 },
      { name: 'Vanderbilt', rank: null, ours: 1 },
    ],
  },
  { teams: [{ name: 'Notre Dame', rank: 5 }] },
  { stage_ahead: 'playoff', ready: true },
  // A key sent as undefined is not there, as the schema's `if` reads it.
  { conference: undefined, teams: [] },
];

describe('the answer writer', () => {
  it('writes each kind of an answer to the bytes of the whole schema', () => {
    const write = answerWriter(standings);
    const whole = fastJsonStringify(standings as unknown as Parameters<typeof fastJsonStringify>[0]);
    for (const answer of answers) {
      expect(write(answer)).toBe(whole(answer));
      expect(write(answer)).toBe(JSON.stringify(answer));
    }
  });

  it('writes an answer of one kind as fast-json-stringify does', () => {
    const schema = open({ name: Type.String(), rank: nullable(Type.Integer()) });
    expect(answerWriter(schema)({ rank: 3, name: 'Ohio State' })).toBe('{"name":"Ohio State","rank":3}');
  });
});
