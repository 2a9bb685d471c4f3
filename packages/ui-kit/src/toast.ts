import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@keyclub/domain';

type Sonner = typeof import('./sonner-toaster.tsx');

// sonner loads with the first toast, not with the app (docs/performance.md, "Bundle"). Each toast
// goes straight to sonner, which keeps it until a toaster listens (its Toaster replays the active
// toasts when it subscribes), so the only state here is whether the slot should mount its toaster.
let sonner: Promise<Sonner> | null = null;
let toastAsked = false;
let mountToaster: (() => void) | null = null;

/** The toaster's module, loaded once. */
export const loadSonner = () => {
  sonner ??= import('./sonner-toaster.tsx');
  return sonner;
};

/**
 * Called by `UiProvider`'s toaster slot: how to mount its toaster (at once when a toast was already
 * asked for); `null` when the slot unmounts.
 */
export function onToastRequested(mount: (() => void) | null): void {
  mountToaster = mount;
  if (mount && toastAsked) mount();
}

function request(kind: 'success' | 'error', text: string) {
  toastAsked = true;
  mountToaster?.();
  const duration = kind === 'success' ? TOAST_SUCCESS_MS : TOAST_ERROR_MS;
  // The text is the toast's id: the same message asked for again while it shows (a page's loader and
  // its component both failing on one request) stays one toast.
  void loadSonner().then(({ toast }) => toast[kind](text, { id: text, duration }));
}

/** The error toast each failed action (a query or a mutation, named by its caller) is showing. */
const errorOf = new Map<unknown, string>();

/** App toasts (SPEC section 2): success closes after 3 s, errors stay 6 s. Rendered by `UiProvider`. */
export const notify = {
  success: (text: string) => request('success', text),
  /** `action`, when given, names what failed, so its later success can take the error away. */
  error: (text: string, action?: unknown) => {
    if (action !== undefined) errorOf.set(action, text);
    request('error', text);
  },
  /** `action` has now succeeded: the error toast it left is stale and goes, as a newer toast comes. */
  dismissErrorOf: (action: unknown) => {
    const text = errorOf.get(action);
    if (text === undefined) return;
    errorOf.delete(action);
    void loadSonner().then(({ toast }) => toast.dismiss(text));
  },
};
