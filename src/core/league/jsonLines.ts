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

/** The line of a path, or of its nearest parent that has one. */
export function lineOf(lines: Map<string, number>, path: string): number | null {
  for (let p = path; ; p = p.replace(/(\.[^.[\]]+|\[\d+\])$/, '')) {
    const line = lines.get(p);
    if (line !== undefined) return line;
    if (p === '') return null;
  }
}

/** The line of a position in the text (JSON.parse's errors give positions). */
export function lineAt(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}
