// The line each value of a JSON text starts on, by path ("conferences[2].teams[4]"), so a problem found in a
// parsed league file can name its line. The text must already be valid JSON (JSON.parse accepted it).

export function jsonLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const skip = () => {
    while (at < text.length && /\s/.test(text[at])) {
      if (text[at] === '\n') line++;
      at++;
    }
  };
  const string = (): string => {
    const start = at;
    at++;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: string): void => {
    skip();
    lines.set(path, line);
    const c = text[at];
    if (c === '{') {
      at++;
      skip();
      while (text[at] !== '}') {
        skip();
        const key = string();
        skip();
        at++; // the colon
        value(path === '' ? key : `${path}.${key}`);
        skip();
        if (text[at] === ',') at++;
        skip();
      }
      at++;
    } else if (c === '[') {
      at++;
      skip();
      for (let i = 0; text[at] !== ']'; i++) {
        value(`${path}[${i}]`);
        skip();
        if (text[at] === ',') at++;
        skip();
      }
      at++;
    } else if (c === '"') {
      string();
    } else {
      while (at < text.length && !/[\s,\]}]/.test(text[at])) at++;
    }
  };
  value('');
  return lines;
}

/** A path less its last step: "a.b[2]" -> "a.b" -> "a" -> "" (the whole file). */
function parentPath(path: string): string {
  return path.replace(/(^|\.)[^.[\]]+$|\[\d+\]$/, '');
}

/**
 * The line of a path, or of its nearest parent that has one. A field missing from the file (a top-level one
 * too) goes up to the whole file; a path that does not shrink (a field name with dots or brackets) stops there.
 */
export function lineOf(lines: Map<string, number>, path: string): number | null {
  for (let p = path; ; ) {
    const line = lines.get(p);
    if (line !== undefined) return line;
    const parent = parentPath(p);
    if (p === '' || parent === p) return lines.get('') ?? null;
    p = parent;
  }
}

/**
 * Where the text first nests lists and objects deeper than max, or null when it never does. Read before
 * JSON.parse, in one pass without recursion: a text nested thousands deep is refused, not parsed.
 */
export function tooDeepAt(text: string, max: number): number | null {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const c = text[at];
    if (inString) {
      if (c === '\\') at++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > max) return at;
    } else if (c === ']' || c === '}') depth--;
  }
  return null;
}

/** The line of a position in the text (JSON.parse's errors give positions). */
export function lineAt(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}
