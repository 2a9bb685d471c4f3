import { createQueryClient, usdToEthQueryOptions } from '@keyclub/api-client';
import { CAROUSEL_AUTOPLAY_MS } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheMarketplace, TEST_ETH_PRICE } from '../testing/market-cache.ts';
import { FeaturedCarousel } from './featured-carousel.tsx';

const titles = ['Rooftop Cinema', 'Velvet Night Pass', 'Chef Table Club'];

function renderCarousel() {
  const queryClient = createQueryClient({ onError: vi.fn() });
  queryClient.setQueryData(usdToEthQueryOptions().queryKey, { USD_TO_ETH_VALUE: TEST_ETH_PRICE });
  cacheMarketplace(
    queryClient,
    { is_featured: true, page: 1, limit: 6 },
    titles.map((title, index) => tokenFixture({ id: 50 + index, profile: { title } })),
  );
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <FeaturedCarousel />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

const shownTitle = () => screen.getByRole('article').querySelector('a')?.textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('FeaturedCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves to the next featured membership every 15 seconds, wrapping round', async () => {
    renderCarousel();
    expect(shownTitle()).toBe('Rooftop Cinema');
    expect(screen.getByRole('article').getAttribute('aria-label')).toBe('1 of 3');

    await wait(CAROUSEL_AUTOPLAY_MS - 1);
    expect(shownTitle()).toBe('Rooftop Cinema');
    await wait(1);
    expect(shownTitle()).toBe('Velvet Night Pass');
    await wait(CAROUSEL_AUTOPLAY_MS);
    await wait(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Rooftop Cinema');
  });

  it('stops moving when paused, and moves by hand with Previous and Next', async () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await wait(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shownTitle()).toBe('Rooftop Cinema');

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Chef Table Club');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Rooftop Cinema');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await wait(CAROUSEL_AUTOPLAY_MS);
    expect(shownTitle()).toBe('Velvet Night Pass');
  });
});
