// Drives a real terminal: a program in a detached tmux session on a private tmux server (its own socket,
// so a tmux the developer runs is never touched), keys sent with send-keys, the screen read with capture-pane.
import { execFileSync, spawnSync } from 'node:child_process';

export function hasTmux(): boolean {
  return spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;
}

export class TmuxTerminal {
  private readonly socket = `dynasty-test-${process.pid}-${Date.now()}`;
  private readonly session = 'play';

  /** Starts command (a shell command line) in a terminal of columns x rows. */
  constructor(
    command: string,
    readonly columns = 100,
    readonly rows = 30,
  ) {
    this.tmux('new-session', '-d', '-s', this.session, '-x', String(columns), '-y', String(rows), command);
    // Keep the pane after the program exits so its last words can be read.
    this.tmux('set-option', '-t', this.session, 'remain-on-exit', 'on');
  }

  private tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8' });
  }

  /** Named keys (Enter, Escape, Down, C-c) or literal text with literal = true. */
  send(keys: string, literal = false): void {
    this.tmux('send-keys', '-t', this.session, ...(literal ? ['-l', keys] : [keys]));
  }

  screen(): string {
    return this.tmux('capture-pane', '-p', '-t', this.session);
  }

  async waitFor(expected: string | RegExp, timeoutMs = 30_000): Promise<string> {
    const matches = (text: string): boolean =>
      typeof expected === 'string' ? text.includes(expected) : expected.test(text);
    const until = Date.now() + timeoutMs;
    for (;;) {
      const text = this.screen();
      if (matches(text)) return text;
      if (Date.now() > until)
        throw new Error(`Timed out waiting for ${String(expected)}; the terminal shows:\n${text}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Ends this test's tmux server (and the program in it). */
  kill(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server']);
  }
}
