// Runs the terminal game on the process's terminal until the player quits: the alternate screen (so the
// shell's contents come back afterwards), the ink app, the save closed at the end.
import { render } from 'ink';
import { App } from './App.js';
import { PlaySession } from './session.js';

const ENTER_ALTERNATE_SCREEN = '\u001b[?1049h\u001b[H';
const LEAVE_ALTERNATE_SCREEN = '\u001b[?1049l';

export async function runPlay(savePath: string, options: { seed?: number; team?: string } = {}): Promise<void> {
  const session = await PlaySession.open(savePath, options);
  process.stdout.write(ENTER_ALTERNATE_SCREEN);
  try {
    const app = render(<App session={session} />, { exitOnCtrlC: true, maxFps: 60 });
    await app.waitUntilExit();
  } finally {
    process.stdout.write(LEAVE_ALTERNATE_SCREEN);
    session.close();
  }
}
