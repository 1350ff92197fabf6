// The worker answers a call once its change is made and stores the save afterwards: until the write is stored the
// page says "Saving…" (and asks before the tab closes, which would keep the save as it was before the change). A
// write the browser's storage refuses, or one that stops answering, is said in the same badge while the worker
// tries it again, with a button to download the game as it is now (the change not yet stored included; Home imports
// the file); once that write is stored the badge says "Saving…" again until the writes behind it are. A save whose
// newest version did not read whole when loaded is said above the page (it was taken from its last good copy).
// Tests and the bench read <html data-saving> (and data-save-trouble: refused or stuck).

import { exportSave } from '../web/savesTransfer';

/** Asks before the tab closes while a change is not yet stored. */
function askBeforeClosing(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

function badge(): HTMLElement {
  const shown = document.getElementById('saving-status');
  if (shown) return shown;
  const created = document.createElement('div');
  created.id = 'saving-status';
  created.setAttribute('role', 'status');
  document.body.append(created);
  return created;
}

/** Writes are on their way (a write in trouble before is stored now). */
export function showSaving(): void {
  document.documentElement.setAttribute('data-saving', 'true');
  document.documentElement.removeAttribute('data-save-trouble');
  window.addEventListener('beforeunload', askBeforeClosing);
  const shown = badge();
  shown.removeAttribute('data-trouble');
  shown.removeAttribute('style');
  shown.className = 'badge text-bg-secondary position-fixed bottom-0 end-0 m-2';
  shown.textContent = 'Saving…';
}

/** A write was refused or is stuck: the player is told, that it is being tried again, and may download the game. */
export function showSavingTrouble(trouble: {
  stuck: boolean;
  reason: string;
  retryInMs: number;
  save: string | null;
}): void {
  showSaving();
  const kind = trouble.stuck ? 'stuck' : 'refused';
  document.documentElement.setAttribute('data-save-trouble', kind);
  const shown = badge();
  shown.setAttribute('data-trouble', kind);
  shown.className = 'badge text-bg-warning text-wrap text-start position-fixed bottom-0 end-0 m-2 fs-6';
  shown.style.maxWidth = '32rem';
  const reason = trouble.reason.replace(/\.$/, '');
  const again = trouble.retryInMs > 0 ? `in ${Math.ceil(trouble.retryInMs / 1000)} s` : 'now';
  console.warn(`dynasty: a write to the browser's storage was ${kind} (${reason}); trying again ${again}`);
  shown.textContent = trouble.stuck
    ? `Not saved yet: the browser's storage stopped answering (${reason}). Trying again ${again}; keep this tab open.`
    : `Not saved yet: the browser's storage refused the write (${reason}). Trying again ${again}; keep this tab open.`;
  const save = trouble.save;
  if (save === null) return;
  const download = document.createElement('button');
  download.type = 'button';
  download.className = 'btn btn-light btn-sm d-block mt-2';
  download.textContent = `Download the game (${save})`;
  download.title = 'A copy of the game as it is now, to import from Home if the browser loses it';
  download.addEventListener('click', () => {
    void exportSave(save).catch((error: unknown) => console.warn('dynasty: the download failed:', error));
  });
  shown.append(download);
}

/** Every change so far is stored. */
export function showSaved(): void {
  document.documentElement.removeAttribute('data-saving');
  document.documentElement.removeAttribute('data-save-trouble');
  window.removeEventListener('beforeunload', askBeforeClosing);
  document.getElementById('saving-status')?.remove();
}

/** A save was not whole when read (its newest version cut short or damaged): the game went back to the copy before. */
export function showRecovered(name: string): void {
  let banner = document.getElementById('save-recovered');
  if (!banner) {
    banner = document.createElement('div');
    banner.id = 'save-recovered';
    banner.setAttribute('role', 'alert');
    banner.className = 'alert alert-warning alert-dismissible m-0 rounded-0';
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'btn-close';
    close.setAttribute('aria-label', 'Close');
    close.addEventListener('click', () => banner?.remove());
    banner.append(document.createElement('span'), close);
    document.body.prepend(banner);
  }
  const names = [...(banner.dataset.saves ?? '').split('\n').filter(Boolean), name].filter(
    (saved, i, all) => all.indexOf(saved) === i,
  );
  banner.dataset.saves = names.join('\n');
  console.warn(`dynasty: the newest copy of ${names.join(', ')} was not whole; the one before it was loaded`);
  (banner.firstChild as HTMLElement).textContent =
    `The newest save of ${names.join(', ')} did not read whole from the browser's storage: the copy saved before it `
    + 'was loaded, so the last change saved before is missing. Saving goes on as usual.';
}
