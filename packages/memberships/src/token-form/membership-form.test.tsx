import { categoriesQueryOptions } from '@keyclub/api-client';
import { mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { Token } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockedReasons } from './locked-fields.ts';
import { MembershipForm } from './membership-form.tsx';
import { membershipFormValues } from './stored-membership-values.ts';

const soldCopiesMessage = 'Number of memberships must be greater than or equal to sold copies: 4';

/** The edit form of a stored membership; the API answers every request with `answer`. */
function renderEditForm(answer: { status: number; body: unknown }, profile: Partial<Token['profile']> = {}) {
  const sent = mockApi(() => answer);
  const token = tokenFixture({
    profile: { price: 49, renewal_price: 39, copies: 100, sold_copies_count: 3, ...profile },
  });
  const form = (
    <MembershipForm
      edit={{
        token,
        values: membershipFormValues(token),
        locked: lockedReasons(token.profile.sold_copies_count),
      }}
    />
  );
  const { onError } = renderRoutes({
    routes: [{ path: '*', element: form }],
    path: '/',
    cache: (queryClient) =>
      queryClient.setQueryData(categoriesQueryOptions().queryKey, [{ id: 7, name: 'Nightlife' }]),
    onError: vi.fn(),
  });
  return { sent, onError };
}

/** The field root around the input named `name`, where its message shows. */
const fieldOf = (name: string) => {
  const input = screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
  const root = input.closest('[data-scope="field"][data-part="root"]');
  if (!(root instanceof HTMLElement)) throw new Error(`No field around ${name}`);
  return { input: input as HTMLInputElement, root };
};

describe('MembershipForm (edit)', () => {
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
    const { sent, onError } = renderEditForm({
      status: 400,
      body: { message: 'Validation failed', errors: [{ field: 'copies', message: soldCopiesMessage }] },
    });

    // happy-dom leaves a registered native select on its first option (Chromium keeps the stored
    // category — the e2e edit test checks it), so the category is chosen as a user would.
    fireEvent.change(screen.getByRole('combobox', { name: /^Category/ }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Membership' }));

    expect(await within(fieldOf('Number of Memberships').root).findByText(soldCopiesMessage)).toBeTruthy();
    const save = sent.find((request) => request.method === 'PUT');
    expect(save?.path).toBe('/tokens/7');
    await waitFor(() =>
      expect(onError.mock.calls.map((call: unknown[]) => call[0])).toContain(soldCopiesMessage),
    );
  });
});
