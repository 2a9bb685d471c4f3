import { UiProvider } from '@keyclub/ui-kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button.tsx';
import { SHARE_TEXTS } from './share-link.ts';

const URL_SHARED = 'https://api.keyclub.test/share/tokens/7';

/** A browser: a phone (coarse pointer) or not, with or without the Web Share API, and a clipboard. */
function device({ phone, share }: { phone: boolean; share?: (data: ShareData) => Promise<void> }) {
  const copy = vi.fn(async (_text: string) => undefined);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query === '(pointer: coarse)' }));
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: copy }, configurable: true });
  render(
    <UiProvider>
      <ShareButton link={() => URL_SHARED} title="Chef’s Table" />
    </UiProvider>,
  );
  return { copy };
}

describe('ShareButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the phone’s share sheet with the link, and copies nothing', async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    const { copy } = device({ phone: true, share });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ url: URL_SHARED, title: 'Chef’s Table' }));
    expect(copy).not.toHaveBeenCalled();
  });

  it('says nothing when the share sheet is closed', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const { copy } = device({ phone: true, share });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the link with a toast on a computer, even one with the Web Share API', async () => {
    const share = vi.fn(async () => undefined);
    const { copy } = device({ phone: false, share });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(SHARE_TEXTS.copied)).toBeTruthy();
    expect(copy).toHaveBeenCalledWith(URL_SHARED);
    expect(share).not.toHaveBeenCalled();
  });

  it('shows the link in an error toast when the clipboard refuses', async () => {
    const { copy } = device({ phone: false });
    copy.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(SHARE_TEXTS.notCopied(URL_SHARED))).toBeTruthy();
  });
});
