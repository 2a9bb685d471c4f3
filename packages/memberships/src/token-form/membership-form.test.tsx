import { categoriesQueryOptions, configureApiClient, createQueryClient } from '@keyclub/api-client';
import type { Token } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockedReasons } from './locked-fields.ts';
import { MembershipForm } from './membership-form.tsx';
import { membershipFormValues } from './stored-membership-values.ts';

const soldCopiesMessage = 'Number of memberships must be greater than or equal to sold copies: 4';

/** The edit form of a stored membership; the API answers every request with `answer`. */
function renderEditForm(answer: { status: number; body: unknown }, profile: Partial<Token['profile']> = {}) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'session' });
  const onError = vi.fn();
  const queryClient = createQueryClient({ onError });
  queryClient.setQueryData(categoriesQueryOptions().queryKey, [{ id: 7, name: 'Nightlife' }]);
  const token = tokenFixture({
    profile: { price: 49, renewal_price: 39, copies: 100, sold_copies_count: 3, ...profile },
  });
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <MembershipForm
            edit={{
              token,
              values: membershipFormValues(token),
              locked: lockedReasons(token.profile.sold_copies_count),
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { fetchMock, onError };
}

/** The field root around the input named `name`, where its message shows. */
const fieldOf = (name: string) => {
  const input = screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
  const root = input.closest('[data-scope="field"][data-part="root"]');
  if (!(root instanceof HTMLElement)) throw new Error(`No field around ${name}`);
  return { input: input as HTMLInputElement, root };
};

describe('MembershipForm (edit)', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(cleanup);

  it('shows the stored price, renewal price and copies in disabled inputs', () => {
    renderEditForm({ status: 200, body: {} });

    for (const [name, value] of [
      ['Price (USD)', '49'],
      ['Renewal Price (USD)', '39'],
      ['Number of Memberships', '100'],
    ] as const) {
      const { input } = fieldOf(name);
      expect(input.value).toBe(value);
      expect(input.disabled).toBe(true);
    }
  });

  it('says beside each locked field why it is locked', () => {
    renderEditForm({ status: 200, body: {} });

    expect(fieldOf('Price (USD)').root.textContent).toContain('Fixed once created: the membership’s lock');
    expect(fieldOf('Renewal Price (USD)').root.textContent).toContain('counting on this renewal price');
    expect(fieldOf('Number of Memberships').root.textContent).toContain('(3 sold so far)');
  });

  it('shows a stored duration in the unit a person would say, and unlimited copies as a ticked toggle', () => {
    renderEditForm(
      { status: 200, body: {} },
      { copies: -1, expiration_duration: 2160, expiration_duration_type: 'HOURS', lockout_period: -1 },
    );

    expect(fieldOf('Expiration Duration').input.value).toBe('90');
    // The unit select's DAYS is checked in Chromium (e2e membership-form-guidance): happy-dom
    // leaves a registered native select on its first option.
    expect(screen.queryByRole('textbox', { name: /^Number of Memberships/ })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Unlimited' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'No lockout' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts a server message about copies under the disabled copies field', async () => {
    const { fetchMock, onError } = renderEditForm({
      status: 400,
      body: { message: 'Validation failed', errors: [{ field: 'copies', message: soldCopiesMessage }] },
    });

    // happy-dom leaves a registered native select on its first option (Chromium keeps the stored
    // category — the e2e edit test checks it), so the category is chosen as a user would.
    fireEvent.change(screen.getByRole('combobox', { name: /^Category/ }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Membership' }));

    expect(await within(fieldOf('Number of Memberships').root).findByText(soldCopiesMessage)).toBeTruthy();
    const requests = (fetchMock.mock.calls as unknown as [Request][]).map(([request]) => request);
    const save = requests.find((request) => request.method === 'PUT');
    expect(save?.url).toBe('http://api.test/tokens/7');
    await waitFor(() =>
      expect(onError.mock.calls.map((call: unknown[]) => call[0])).toContain(soldCopiesMessage),
    );
  });
});
