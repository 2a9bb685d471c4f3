import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@keyclub/domain';
import { toast } from 'sonner';

/** App toasts (SPEC section 2): success closes after 3 s, errors stay 6 s. Rendered by `UiProvider`. */
export const notify = {
  success: (text: string) => toast.success(text, { duration: TOAST_SUCCESS_MS }),
  error: (text: string) => toast.error(text, { duration: TOAST_ERROR_MS }),
};
