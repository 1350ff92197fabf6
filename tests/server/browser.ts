// A browser of a hosted server's accounts, as the web app is one: it keeps its cookies, sends its page's origin with
// every call and the CSRF token the server handed it with every change.
import type { Answer } from './helpers.js';

export interface BrowserCall {
  /** Headers that replace the browser's own (Origin, X-CSRF-Token) or add to them. */
  headers?: Record<string, string>;
  /** Leave out the browser's own headers of these names. */
  without?: string[];
}

export class Browser {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;
  /** Every Set-Cookie header the server sent this browser, as sent. */
  readonly setCookies: string[] = [];
  /** Every answer's text (to look for secrets in). */
  readonly answers: string[] = [];

  constructor(
    readonly base: string,
    readonly origin = base,
  ) {}

  async request<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: BrowserCall = {},
  ): Promise<Answer<T>> {
    const own: Record<string, string> = { Accept: 'application/json', Origin: this.origin };
    if (this.cookies.size > 0) own.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method === 'POST' && this.csrfToken) own['X-CSRF-Token'] = this.csrfToken;
    if (body !== undefined) own['Content-Type'] = 'application/json';
    for (const name of options.without ?? []) delete own[name];
    const init = {
      method,
      headers: { ...own, ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const response = await fetch(this.base + path, init).catch((error: unknown) => {
      // A kept-alive connection the server closed just as it was reused (no answer came): a browser sends the
      // request again on a new connection, and so does this one, once.
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
      return fetch(this.base + path, init);
    });
    for (const line of response.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    this.answers.push(text);
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    const token = (parsed as { csrf_token?: unknown } | null)?.csrf_token;
    if (typeof token === 'string') this.csrfToken = token;
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  get<T = unknown>(path: string, options?: BrowserCall): Promise<Answer<T>> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T = unknown>(path: string, body: unknown = {}, options?: BrowserCall): Promise<Answer<T>> {
    return this.request<T>('POST', path, body, options);
  }

  /** Opens the server's pages (the token of a browser not signed in), then signs up. */
  async signUp(name: string, password: string): Promise<Answer> {
    await this.get('/api/account/');
    return this.post('/api/account/signup/', { name, password });
  }

  async signIn(name: string, password: string): Promise<Answer> {
    if (!this.csrfToken) await this.get('/api/account/');
    return this.post('/api/account/signin/', { name, password });
  }

  get sessionId(): string | undefined {
    return this.cookies.get('dynasty_session');
  }
}

/** A new browser of the server at `base`, signed up as `name` (throws if the server refuses). */
export async function signedUpBrowser(base: string, name: string, password: string): Promise<Browser> {
  const browser = new Browser(base);
  const answer = await browser.signUp(name, password);
  if (answer.status !== 200) throw new Error(`sign-up of ${name}: ${answer.status} ${answer.text}`);
  return browser;
}
