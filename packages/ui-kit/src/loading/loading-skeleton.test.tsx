import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { LoadingSkeleton } from './loading-skeleton.tsx';

describe('LoadingSkeleton', () => {
  it('is a status named for what loads', () => {
    renderWithUi(<LoadingSkeleton height="24" label="Loading earnings" />);
    expect(screen.getByRole('status', { name: 'Loading earnings' })).toBeTruthy();
  });
});
