import { bodiesOf, mockApi } from '@keyclub/api-client/testing';
import { persistedStoreKey, resetPersistedStores, useAuthStore } from '@keyclub/app-state';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type JSX, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettings } from './testing/render-settings.tsx';
import { businessUser, consumerUser } from './testing/users.ts';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The session renderSettings set, in memory as in localStorage: the next file starts logged out.
  resetPersistedStores();
});

describe('Settings page', () => {
  it('titles a consumer\'s page "User Settings" with General, Security and Notifications', async () => {
    mockApi({});
    renderSettings(consumerUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'User Settings' })).toBeTruthy();
    expect(tabNames()).toEqual(['General', 'Security', 'Notifications']);
  });

  it('titles a business user\'s page "Business Settings" and adds the Profile tab', async () => {
    mockApi({});
    renderSettings(businessUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Settings' })).toBeTruthy();
    expect(tabNames()).toEqual(['General', 'Security', 'Notifications', 'Profile']);
  });

  it('adds a shell’s tabs after its own, opened from ?tab= like them, and a lazy one while it loads', async () => {
    mockApi({});
    let loaded: (module: { default: () => JSX.Element }) => void = () => undefined;
    const Payouts = lazy(() => new Promise<{ default: () => JSX.Element }>((resolve) => (loaded = resolve)));
    renderSettings(businessUser, {
      path: '/settings?tab=payouts',
      extraTabs: [{ value: 'payouts', label: 'Payouts', Component: Payouts }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Settings' })).toBeTruthy();
    expect(tabNames()).toEqual(['General', 'Security', 'Notifications', 'Profile', 'Payouts']);
    expect(screen.getByRole('tab', { name: 'Payouts' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    loaded({ default: () => <p>Payout account</p> });
    expect(await screen.findByText('Payout account')).toBeTruthy();
  });

  it('says a failed read of the account with Retry, never an empty tab, and Retry reads it again', async () => {
    const failure = { status: 500, body: { message: 'Server error', errors: [] } };
    // The app's reads try twice before they fail.
    mockApi({ 'GET /auth/me': [failure, failure, { body: { data: consumerUser } }] });
    renderSettings(consumerUser, { meCached: false });
    expect(await screen.findByText('Your settings could not be loaded.')).toBeTruthy();
    expect(screen.queryByLabelText('City')).toBeNull();
    click('Retry');
    expect(await screen.findByLabelText('City')).toBeTruthy();
  });

  it('opens the tab named in ?tab=, and falls back to General for one the role does not have', async () => {
    mockApi({});
    renderSettings(consumerUser, { path: '/settings?tab=profile' });
    expect(await screen.findByLabelText('First Name')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText('Choose which emails Keyclub sends you.')).toBeTruthy();
  });
});

describe('Settings > General', () => {
  it('shows username and email without letting them be edited', async () => {
    mockApi({});
    renderSettings(consumerUser);
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    expect(username.value).toBe('anasmith');
    expect(username.disabled).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('+1 (555) 123 4567');
  });

  it('saves with PUT /auth/me without an availability check when the phone is unchanged', async () => {
    const saved = { ...consumerUser, city: 'Dallas' };
    const calls = mockApi({ 'PUT /auth/me': { body: { data: saved } } });
    renderSettings(consumerUser);
    await screen.findByLabelText('City');
    type('City', 'Dallas');
    click('Save Changes');

    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /auth/me']);
    expect(calls[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Smith',
      address1: '1 Main Street',
      address2: null,
      city: 'Dallas',
      state: 'TX',
      zip: '73301',
      phone_number: '+15551234567',
    });
    expect(useAuthStore.getState().user?.city).toBe('Dallas');
    expect(localStorage.getItem(persistedStoreKey('auth'))).toContain('Dallas');
  });

  it('refuses a changed phone number that another account uses', async () => {
    const calls = mockApi({ 'POST /auth/check-availability': { body: { data: { success: false } } } });
    renderSettings(consumerUser);
    await screen.findByLabelText('Phone Number');
    type('Phone Number', '2125550199');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('+1 (212) 555 0199');
    click('Save Changes');

    expect(await screen.findByText('This phone number is already in use.')).toBeTruthy();
    expect(bodiesOf(calls)).toEqual([
      {
        method: 'POST',
        path: '/auth/check-availability',
        body: { field: 'phone_number', value: '+12125550199' },
      },
    ]);
  });

  it('saves a changed phone number that is free', async () => {
    const calls = mockApi({
      'POST /auth/check-availability': { body: { data: { success: true } } },
      'PUT /auth/me': ({ body }) => ({ body: { data: { ...consumerUser, ...(body as object) } } }),
    });
    renderSettings(consumerUser);
    await screen.findByLabelText('Phone Number');
    type('Phone Number', '2125550199');
    click('Save Changes');

    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy();
    expect(calls.at(-1)?.body).toMatchObject({ phone_number: '+12125550199' });
  });

  it("shows the domain's messages and sends nothing for invalid fields", async () => {
    const calls = mockApi({});
    renderSettings(consumerUser);
    await screen.findByLabelText('Zip Code');
    type('Zip Code', '123');
    type('Phone Number', '555');
    click('Save Changes');
    expect(await screen.findByText('Zip Code must be 5 digits')).toBeTruthy();
    expect(screen.getByText('Please enter a valid US number')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('Settings > Notifications', () => {
  it("shows the consumer's three mail flags, on, and saves a switched one alone", async () => {
    const calls = mockApi({
      'PUT /auth/me': { body: { data: { ...consumerUser, is_redeemed_token_email_notify: false } } },
    });
    renderSettings(consumerUser, { path: '/settings?tab=notifications' });
    // The three mail flags, on, then the privacy switch (off by default).
    const switches = (await screen.findAllByRole('checkbox')) as HTMLInputElement[];
    expect(switches.map((input) => input.checked)).toEqual([true, true, true, false]);

    fireEvent.click(screen.getByLabelText('Email me when one of my Memberships is redeemed'));
    expect(await screen.findByText('Notification setting updated successfully.')).toBeTruthy();
    expect(bodiesOf(calls)).toEqual([
      { method: 'PUT', path: '/auth/me', body: { is_redeemed_token_email_notify: false } },
    ]);
    await waitFor(() =>
      expect(
        (screen.getByLabelText('Email me when one of my Memberships is redeemed') as HTMLInputElement)
          .checked,
      ).toBe(false),
    );
    expect(useAuthStore.getState().user?.is_redeemed_token_email_notify).toBe(false);
  });

  it('turns the expiry reminders, which signup does not ask, off', async () => {
    const calls = mockApi({
      'PUT /auth/me': { body: { data: { ...consumerUser, is_expiry_reminder_email_notify: false } } },
    });
    renderSettings(consumerUser, { path: '/settings?tab=notifications' });
    fireEvent.click(await screen.findByLabelText('Expiry reminders'));
    expect(await screen.findByText('Notification setting updated successfully.')).toBeTruthy();
    expect(bodiesOf(calls)).toEqual([
      { method: 'PUT', path: '/auth/me', body: { is_expiry_reminder_email_notify: false } },
    ]);
  });

  it('shares the email with businesses only once the consumer turns it on (off by default)', async () => {
    const calls = mockApi({
      'PUT /auth/me': { body: { data: { ...consumerUser, is_email_shared_with_businesses: true } } },
    });
    renderSettings(consumerUser, { path: '/settings?tab=notifications' });
    const share = (await screen.findByLabelText('Share my email with businesses I join')) as HTMLInputElement;
    expect(share.checked).toBe(false);
    fireEvent.click(share);
    expect(await screen.findByText('Notification setting updated successfully.')).toBeTruthy();
    expect(bodiesOf(calls)).toEqual([
      { method: 'PUT', path: '/auth/me', body: { is_email_shared_with_businesses: true } },
    ]);
    expect(useAuthStore.getState().user?.is_email_shared_with_businesses).toBe(true);
  });

  it('shows the business flag only to business users', async () => {
    mockApi({});
    renderSettings(businessUser, { path: '/settings?tab=notifications' });
    expect(await screen.findByLabelText('Email me when one of my Memberships is sold')).toBeTruthy();
    expect(screen.queryByLabelText('Share my email with businesses I join')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });
});

describe('Settings > Security: account deletion', () => {
  it('asks first, then deactivates, forgets the session and goes to login', async () => {
    const calls = mockApi({ 'DELETE /auth/me/archive': {} });
    const { router, queryClient } = renderSettings(consumerUser, { path: '/settings?tab=security' });
    await screen.findByRole('button', { name: 'Delete Account' });
    click('Delete Account');
    const dialog = await screen.findByRole('alertdialog');
    expect(calls).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Your account has been deactivated.')).toBeTruthy();
    expect(bodiesOf(calls)).toEqual([{ method: 'DELETE', path: '/auth/me/archive', body: undefined }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(useAuthStore.getState().accessToken).toBeNull();
    // No cached answer (the user above all) outlives the account.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toEqual([]);
  });

  it('Cancel closes the dialog without deactivating', async () => {
    const calls = mockApi({});
    renderSettings(consumerUser, { path: '/settings?tab=security' });
    await screen.findByRole('button', { name: 'Delete Account' });
    click('Delete Account');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(useAuthStore.getState().user).not.toBeNull();
  });
});

describe('Settings > Profile (business)', () => {
  const updatedUser = {
    ...businessUser,
    business: businessUser.business && {
      ...businessUser.business,
      twitter: 'https://twitter.com/harbor',
      logo: { url: 'http://api.test/files/logo-new.png' },
    },
  };

  it('sends the text fields with https:// links and no image when none was changed', async () => {
    const calls = mockApi({ 'PUT /auth/business-profile': { body: { data: updatedUser } } });
    renderSettings(businessUser, { path: '/settings?tab=profile' });
    await screen.findByLabelText('Twitter (optional)');
    type('Twitter (optional)', 'twitter.com/harbor');
    click('Save Profile');

    expect(await screen.findByText('Business profile updated successfully.')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /auth/business-profile']);
    // happy-dom drops blank multipart parts when reading a body back, so the cleared links
    // (sent blank) are checked in the api-client's own test of the multipart body.
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Harbor Club',
      description: 'Cocktails by the water.',
      city: 'Seattle',
      state: 'WA',
      location: 'Pier 57',
      website: 'https://harbor.example',
      twitter: 'https://twitter.com/harbor',
      instagram: 'https://instagram.com/harbor',
      tiktok: 'https://tiktok.com/@harbor',
    });
  });

  it('sends a newly chosen logo, then shows the stored one the server answers', async () => {
    const calls = mockApi({ 'PUT /auth/business-profile': { body: { data: updatedUser } } });
    renderSettings(businessUser, { path: '/settings?tab=profile' });
    expect(((await screen.findByAltText('Business logo')) as HTMLImageElement).src).toBe(
      'http://api.test/files/logo-old.png',
    );
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Profile Image'), { target: { files: [logo] } });
    click('Save Profile');

    expect(await screen.findByText('Business profile updated successfully.')).toBeTruthy();
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body.logo).toBeInstanceOf(File);
    expect((body.logo as File).name).toBe('logo.png');
    expect(body).not.toHaveProperty('cover');
    await waitFor(() =>
      expect((screen.getByAltText('Business logo') as HTMLImageElement).src).toBe(
        'http://api.test/files/logo-new.png',
      ),
    );
  });

  it('refuses a file that is not an image', async () => {
    const calls = mockApi({});
    renderSettings(businessUser, { path: '/settings?tab=profile' });
    await screen.findByLabelText('Cover Image');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Cover Image'), { target: { files: [text] } });
    click('Save Profile');
    expect(await screen.findByText('Only PNG, GIF and JPG images are allowed.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
