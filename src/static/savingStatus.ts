// The worker answers a call once its change is made and stores the save afterwards: until the write is stored the
// page says "Saving…" (and asks before the tab closes, which would keep the save as it was before the change), and
// it says so when the browser's storage refused the write. Tests and the bench read <html data-saving>.

/** Asks before the tab closes while a change is not yet stored. */
function askBeforeClosing(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

export function showSaving(): void {
  document.documentElement.setAttribute('data-saving', 'true');
  window.addEventListener('beforeunload', askBeforeClosing);
  if (document.getElementById('saving-status')) return;
  const badge = document.createElement('div');
  badge.id = 'saving-status';
  badge.setAttribute('role', 'status');
  badge.className = 'badge text-bg-secondary position-fixed bottom-0 end-0 m-2';
  badge.textContent = 'Saving…';
  document.body.append(badge);
}

/** Every change so far is stored (error null), or the browser's storage refused a write. */
export function showSaved(error: string | null): void {
  document.documentElement.removeAttribute('data-saving');
  window.removeEventListener('beforeunload', askBeforeClosing);
  document.getElementById('saving-status')?.remove();
  let banner = document.getElementById('save-failed');
  if (error === null) {
    banner?.remove();
    return;
  }
  if (!banner) {
    banner = document.createElement('div');
    banner.id = 'save-failed';
    banner.setAttribute('role', 'alert');
    banner.className = 'alert alert-danger m-0 rounded-0 text-center';
    document.body.prepend(banner);
  }
  banner.textContent = `The last change could not be saved in this browser's storage (${error}); it will be saved with the next one.`;
}
