// One tab plays a save at a time: the tab holds a Web Lock named after the save for as long as it plays it (the
// browser releases it when the tab closes). A second tab asking for the same save is told it is held elsewhere.

const held = new Map<string, () => void>();

function lockName(location: string): string {
  return `cfb-dynasty-save:${location}`;
}

/** Holds the save for this tab (true), or false when another tab holds it. Holding a save lets the others go. */
export async function holdSave(location: string): Promise<boolean> {
  if (held.has(location)) return true;
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return true;
  const got = await new Promise<boolean>((resolve) => {
    void locks.request(lockName(location), { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(false);
        return undefined;
      }
      // Kept until released below (or the tab closes).
      return new Promise<void>((release) => {
        held.set(location, release);
        resolve(true);
      });
    });
  });
  if (got) {
    for (const [other, release] of held) {
      if (other === location) continue;
      release();
      held.delete(other);
    }
  }
  return got;
}

export function isHeldHere(location: string): boolean {
  return held.has(location);
}
