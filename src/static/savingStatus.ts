// The worker answers a call once its change is made and stores the save afterwards: until the write is stored the
// page says "Saving…" (and asks before the tab closes, which would keep the save as it was before the change). A
// write the browser's storage refuses, or one that stops answering, is said in the same badge while the worker
// tries it again. Tests and the bench read <html data-saving> (and data-save-trouble: refused or stuck).

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

export function showSaving(): void {
  document.documentElement.setAttribute('data-saving', 'true');
  window.addEventListener('beforeunload', askBeforeClosing);
  const shown = badge();
  if (shown.hasAttribute('data-trouble')) return;
  shown.className = 'badge text-bg-secondary position-fixed bottom-0 end-0 m-2';
  shown.textContent = 'Saving…';
}

/** A write was refused or is stuck: the player is told, and that it is being tried again. */
export function showSavingTrouble(trouble: { stuck: boolean; reason: string; retryInMs: number }): void {
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
}

/** Every change so far is stored. */
export function showSaved(): void {
  document.documentElement.removeAttribute('data-saving');
  document.documentElement.removeAttribute('data-save-trouble');
  window.removeEventListener('beforeunload', askBeforeClosing);
  document.getElementById('saving-status')?.remove();
}
