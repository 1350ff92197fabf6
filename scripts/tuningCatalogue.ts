// npm run tuning:catalogue: writes src/core/tuningCatalogue.json, every tunable number of src/core/*/tuning.ts
// (each tuned('folder.NAME', ...) constant, objects and lists by path) with its one-line meaning from its doc
// comment, the files that document it and the range an override must keep. `dynasty tuning list` and the batch's
// --set/--tuning read it (the bundle has no sources to read); tests/core/tuningCatalogue.test.ts checks it is current.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { TuningCatalogue, TuningKind, TuningLeaf } from '../src/core/tuning.js';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
export const CATALOGUE_FILE = join(ROOT, 'src', 'core', 'tuningCatalogue.json');

/** Names whose words say "a count of things": such a constant written as a whole number stays one. */
const COUNT_WORDS =
  /^(count|counts|size|slots|teams|games|week|weeks|season|seasons|year|years|players|finalists|rounds|picks|spots|days|offers|visits|coaches|starters|max|min|limit|top|number|per|scholarships|classes|list|cap|floor|hosts|byes)$/i;
/** Words that mark a share (0 to 1). */
const SHARE_WORDS = /^(share|shares|rate|rates|chance|chances|probability|odds|pct|fraction)$/i;

function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** The comment text (doc comment or line comments) right above a node, or '' when a blank line or code is between. */
function commentAbove(node: ts.Node, source: ts.SourceFile): string {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const last = ranges[ranges.length - 1];
  if (!last) return '';
  const between = source.text.slice(last.end, node.getStart(source));
  if (/\n\s*\n/.test(between)) return '';
  // A doc comment is the node's own; else the run of line comments right above it.
  let first = ranges.length - 1;
  if (!source.text.startsWith('/*', last.pos)) {
    while (
      first > 0
      && source.text.startsWith('//', ranges[first - 1].pos)
      && !/\n\s*\n/.test(source.text.slice(ranges[first - 1].end, ranges[first].pos))
    )
      first--;
  }
  return ranges
    .slice(first)
    .map((r) => source.text.slice(r.pos, r.end))
    .join('\n')
    .replace(/^\s*\/\*\*?|\*\/\s*$/g, '')
    .replace(/^\s*(\*|\/\/)+ ?/gm, '')
    .replace(/^-+\s*|\s*-+$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A comment's first sentence (two when the first is only a heading such as "Runs."), as the one-line meaning. */
function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  if (!match) return text.trim();
  if (match[1].length >= 25) return match[1].trim();
  const two = /^(.+?[.!?]\s+.+?[.!?])(\s|$)/.exec(text);
  return (two ? two[1] : match[1]).trim();
}

function docsMentioned(text: string): string[] {
  return [...new Set([...text.matchAll(/(?:docs|shared\/reference)\/[\w./-]+\.md/g)].map((m) => m[0]))];
}

function leafRange(
  name: string,
  literal: string,
  value: number | boolean,
  meaning: string,
): Omit<TuningLeaf, 'name' | 'meaning'> {
  if (typeof value === 'boolean') return { kind: 'boolean' };
  const nameWords = words(name.split('.').slice(1).join(' '));
  const written = literal.replace(/^-/, '');
  const whole = /^\d+$/.test(written);
  const share =
    value >= 0
    && value <= 1
    && (nameWords.some((w) => SHARE_WORDS.test(w)) || /\b(share|chance|probability)\b/i.test(meaning));
  const kind: TuningKind = share
    ? 'share'
    : whole && value >= 0 && nameWords.some((w) => COUNT_WORDS.test(w))
      ? 'integer'
      : 'number';
  if (kind === 'share') return { kind, min: 0, max: 1 };
  return value >= 0 ? { kind, min: 0 } : { kind, max: 0 };
}

function unwrap(node: ts.Expression): ts.Expression {
  return ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node;
}

function literalValue(node: ts.Expression): number | boolean | null {
  const inner = unwrap(node);
  if (ts.isNumericLiteral(inner)) return Number(inner.text);
  if (inner.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (inner.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isPrefixUnaryExpression(inner) && inner.operator === ts.SyntaxKind.MinusToken) {
    const operand = literalValue(inner.operand);
    return typeof operand === 'number' ? -operand : null;
  }
  if (ts.isBinaryExpression(inner)) {
    const [a, b] = [literalValue(inner.left), literalValue(inner.right)];
    if (typeof a !== 'number' || typeof b !== 'number') return null;
    const op = inner.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken) return a + b;
    if (op === ts.SyntaxKind.MinusToken) return a - b;
    if (op === ts.SyntaxKind.AsteriskToken) return a * b;
    if (op === ts.SyntaxKind.SlashToken) return a / b;
  }
  return null;
}

/** The numbers and switches of a constant's value; `own` is the comment of the property they are in, if any. */
function leavesOf(
  node: ts.Expression,
  name: string,
  meaning: string,
  own: string,
  source: ts.SourceFile,
): TuningLeaf[] {
  const inner = unwrap(node);
  const value = literalValue(inner);
  if (value !== null)
    return [
      { name, ...leafRange(name, inner.getText(source), value, own || meaning), ...(own ? { meaning: own } : {}) },
    ];
  if (ts.isArrayLiteralExpression(inner))
    return inner.elements.flatMap((e, i) => leavesOf(e, `${name}.${i}`, meaning, own, source));
  if (ts.isObjectLiteralExpression(inner)) {
    return inner.properties.flatMap((p) => {
      if (!ts.isPropertyAssignment(p)) return [];
      const key = p.name.getText(source).replace(/^['"]|['"]$/g, '');
      return leavesOf(p.initializer, `${name}.${key}`, meaning, firstSentence(commentAbove(p, source)) || own, source);
    });
  }
  return [];
}

/** The catalogue of one tuning file's constants. */
function fileCatalogue(file: string, text: string): TuningCatalogue {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const header = firstSentence(
    text
      .split('\n')
      .filter((l) => l.startsWith('//'))
      .map((l) => l.replace(/^\/\/\s?/, ''))
      .join(' '),
  );
  let section = header;
  let previous = '';
  let previousEnd = -1;
  const constants: TuningCatalogue = [];
  for (const statement of source.statements) {
    const comment = commentAbove(statement, source);
    if (comment && !ts.isVariableStatement(statement)) previous = '';
    const sectionComment = /^\s*\/\/ -{2,}(.*?)-*\s*$/m.exec(
      text.slice(statement.getFullStart(), statement.getStart(source)),
    );
    if (sectionComment) section = firstSentence(sectionComment[1].trim()) || section;
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const call = declaration.initializer;
      if (!call || !ts.isCallExpression(call) || call.expression.getText(source) !== 'tuned') continue;
      const [nameArg, valueArg] = call.arguments;
      if (!nameArg || !ts.isStringLiteral(nameArg) || !valueArg) continue;
      // Without a comment of its own, a constant right below another whose comment speaks of it (FORM_SD then
      // ENVIRONMENT_SD) shares that meaning; else its section's heading tells what it is about.
      const adjacent = !/\n\s*\n/.test(text.slice(previousEnd, statement.getStart(source)));
      const spokenOf = words(nameArg.text.split('.')[1]).some(
        (w) => w.length >= 4 && previous.toLowerCase().includes(w.toLowerCase()),
      );
      const meaning = firstSentence(comment) || (adjacent && spokenOf ? firstSentence(previous) : section);
      previous = comment || (adjacent && spokenOf ? previous : '');
      constants.push({
        name: nameArg.text,
        meaning,
        documented: [file, ...docsMentioned(comment)],
        leaves: leavesOf(valueArg, nameArg.text, meaning, '', source),
      });
    }
    previousEnd = statement.getEnd();
  }
  return constants;
}

export function buildCatalogue(): TuningCatalogue {
  const core = join(ROOT, 'src', 'core');
  return readdirSync(core, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `src/core/${d.name}/tuning.ts`)
    .filter((file) => {
      try {
        readFileSync(join(ROOT, file));
        return true;
      } catch {
        return false;
      }
    })
    .sort()
    .flatMap((file) => fileCatalogue(file, readFileSync(join(ROOT, file), 'utf8')));
}

/** The catalogue as written to the file: one constant a line. */
export function catalogueText(catalogue: TuningCatalogue): string {
  return `[\n${catalogue.map((c) => `  ${JSON.stringify(c)}`).join(',\n')}\n]\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CATALOGUE_FILE, catalogueText(buildCatalogue()));
  console.log(`Wrote ${CATALOGUE_FILE}.`);
}
