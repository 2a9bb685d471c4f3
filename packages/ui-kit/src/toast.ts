import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@keyclub/domain';

type Toast = { kind: 'success' | 'error'; text: string };
type Sonner = typeof import('./sonner-toaster.tsx');

// sonner loads with the first toast, not with the app (docs/performance.md, "Bundle"): until its
// toaster listens, toasts wait here.
const waiting: Toast[] = [];
let show: ((toast: Toast) => void) | null = null;
let mountToaster: (() => void) | null = null;
let sonner: Promise<Sonner> | null = null;

/** The toaster's module, loaded once. */
export const loadSonner = () => {
  sonner ??= import('./sonner-toaster.tsx');
  return sonner;
};

/**
 * Called by `UiProvider`'s toaster slot: how to mount the toaster when a toast is asked for; `null`
 * when the slot unmounts (its toaster with it).
 */
export function onToastRequested(mount: (() => void) | null): void {
  mountToaster = mount;
  if (!mount) show = null;
  else if (waiting.length > 0) mount();
}

/** Called once the toaster listens: shows the waiting toasts, then every next one at once. */
export function toasterReady({ toast }: Sonner): void {
  show = ({ kind, text }) =>
    toast[kind](text, { duration: kind === 'success' ? TOAST_SUCCESS_MS : TOAST_ERROR_MS });
  for (const item of waiting.splice(0)) show(item);
}

function request(item: Toast) {
  if (show) return show(item);
  waiting.push(item);
  mountToaster?.();
}

/** App toasts (SPEC section 2): success closes after 3 s, errors stay 6 s. Rendered by `UiProvider`. */
export const notify = {
  success: (text: string) => request({ kind: 'success', text }),
  error: (text: string) => request({ kind: 'error', text }),
};
