// Writes an answer with its schema (fast-json-stringify: quicker than JSON.stringify, and the published document is
// what is sent). An answer of two kinds told apart by a key (eitherBy: `if` that key is there, `then`, `else`) gets
// a writer per kind, picked by that key as the `if` reads it. Left to fast-json-stringify, the `if` is checked by a
// validator compiled on the route's first answer from the whole answer's schema: 0.1-0.3 s of a page's first visit.
import fastJsonStringify from 'fast-json-stringify';

type Schema = Parameters<typeof fastJsonStringify>[0];
type Writer = (answer: unknown) => string;

interface KeyTest {
  type: 'object';
  required: [string];
}

/** The `if` of eitherBy: an object with this key. */
function keyTested(schema: Record<string, unknown>): string | undefined {
  const test = schema.if as Partial<KeyTest> | undefined;
  const keys = Object.keys(schema).filter((key) => key !== 'description');
  const onlyBranches = keys.length === 3 && ['if', 'then', 'else'].every((key) => keys.includes(key));
  if (!onlyBranches || !test || Object.keys(test).length !== 2 || test.type !== 'object') return undefined;
  return Array.isArray(test.required) && test.required.length === 1 ? test.required[0] : undefined;
}

export function answerWriter(schema: object): Writer {
  const key = keyTested(schema as Record<string, unknown>);
  if (key === undefined) return fastJsonStringify(schema as Schema);
  const branches = schema as { then: object; else: object };
  const withKey = answerWriter(branches.then);
  const without = answerWriter(branches.else);
  // As the schema's `if` tests it (a key is there unless undefined).
  return (answer) =>
    typeof answer === 'object'
    && answer !== null
    && !Array.isArray(answer)
    && (answer as Record<string, unknown>)[key] !== undefined
      ? withKey(answer)
      : without(answer);
}
