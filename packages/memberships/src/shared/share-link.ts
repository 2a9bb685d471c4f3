import { notify } from '@keyclub/ui-kit';

/** What sharing needs from the browser; tests hand in their own. */
export type ShareDevice = {
  share?: (data: ShareData) => Promise<void>;
  copy: (text: string) => Promise<void>;
  /** A phone or tablet: a coarse pointer. */
  isPhone: boolean;
};

export const browserDevice = (): ShareDevice => ({
  share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
  copy: (text) => navigator.clipboard.writeText(text),
  isPhone: window.matchMedia('(pointer: coarse)').matches,
});

export const SHARE_TEXTS = {
  copied: 'Link copied',
  notCopied: (url: string) => `The link could not be copied: ${url}`,
};

/**
 * On a phone, the system share sheet (Web Share API; closing it shares nothing and says nothing);
 * elsewhere, or when the sheet fails, the link is copied and a toast says so.
 */
export async function shareLink(link: { url: string; title: string }, device: ShareDevice): Promise<void> {
  if (device.isPhone && device.share) {
    try {
      await device.share({ url: link.url, title: link.title });
      return;
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
    }
  }
  try {
    await device.copy(link.url);
    notify.success(SHARE_TEXTS.copied);
  } catch {
    notify.error(SHARE_TEXTS.notCopied(link.url));
  }
}
