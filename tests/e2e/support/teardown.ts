// Removes the temporary saves folder the config created for this run.
import { rmSync } from 'node:fs';

export default function teardown(): void {
  const dir = process.env.E2E_USERS_DIR;
  if (dir && /dynasty-e2e-/.test(dir)) rmSync(dir, { recursive: true, force: true });
}
