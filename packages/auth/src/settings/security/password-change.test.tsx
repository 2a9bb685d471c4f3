import { bodiesOf, mockApi } from '@keyclub/api-client/testing';
import { resetPersistedStores } from '@keyclub/app-state';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../testing/render-settings.tsx';
import { consumerUser } from '../testing/users.ts';

const PATH = '/auth/me/send-change-password-instructions';
const passwords = { old_password: 'Keyclub!2026', new_password: 'Fresh!Pass9' };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function fillPasswords(confirm = passwords.new_password) {
  type('Current Password', passwords.old_password);
  type('New Password', passwords.new_password);
  type('Confirm Password', confirm);
}

async function openSecurityTab() {
  renderSettings(consumerUser, { path: '/settings?tab=security' });
  await screen.findByRole('heading', { name: 'Change Password' });
}

describe('Settings > Security: password change', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    // The session renderSettings set, in memory as in localStorage: the next file starts logged out.
    resetPersistedStores();
  });

  it('goes INITIAL → SUBMITTED → CONFIRMED → INITIAL, sending the passwords, then the code', async () => {
    const calls = mockApi({ [`POST ${PATH}`]: { body: { data: { sent: true } } }, [`PUT ${PATH}`]: {} });
    await openSecurityTab();

    fillPasswords();
    click('Change Password');
    expect(await screen.findByText('an***@example.com')).toBeTruthy();
    expect(bodiesOf(calls)).toEqual([{ method: 'POST', path: PATH, body: passwords }]);

    click('Continue');
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    type('Verification Code', '12345');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    type('Verification Code', '123456');
    expect(confirm.hasAttribute('disabled')).toBe(false);

    click('Confirm');
    expect(await screen.findByText('Password has been updated successfully.')).toBeTruthy();
    expect(bodiesOf(calls).at(-1)).toEqual({
      method: 'PUT',
      path: PATH,
      body: { ...passwords, code: '123456' },
    });
    // Back to INITIAL with an empty form.
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
  });

  it('Resend code sends the passwords again and says so', async () => {
    const calls = mockApi({ [`POST ${PATH}`]: {} });
    await openSecurityTab();
    fillPasswords();
    click('Change Password');
    await screen.findByRole('button', { name: 'Continue' });
    click('Continue');

    await screen.findByRole('button', { name: 'Resend code' });
    click('Resend code');
    expect(await screen.findByText('Verification code has been sent to your registered email.')).toBeTruthy();
    expect(calls.map((call) => [call.method, call.body])).toEqual([
      ['POST', passwords],
      ['POST', passwords],
    ]);
  });

  it('Back from CONFIRMED shows the masked email again; Back from there refills the form', async () => {
    mockApi({ [`POST ${PATH}`]: {} });
    await openSecurityTab();
    fillPasswords();
    click('Change Password');
    await screen.findByRole('button', { name: 'Continue' });
    click('Continue');
    await screen.findByLabelText('Verification Code');

    click('Back');
    expect(await screen.findByText('an***@example.com')).toBeTruthy();
    click('Back');
    const current = (await screen.findByLabelText('Current Password')) as HTMLInputElement;
    expect(current.value).toBe(passwords.old_password);
    expect((screen.getByLabelText('Confirm Password') as HTMLInputElement).value).toBe(
      passwords.new_password,
    );
  });

  it('refuses a confirmation that does not match without calling the server', async () => {
    const calls = mockApi({});
    await openSecurityTab();
    fillPasswords('Other!Pass9');
    click('Change Password');
    expect(await screen.findByText('Confirm Password does not match')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("stays in INITIAL and shows the server's message when the current password is wrong", async () => {
    mockApi({
      [`POST ${PATH}`]: {
        status: 400,
        body: {
          message: 'Current Password is incorrect.',
          errors: [{ field: 'old_password', message: 'Current Password is incorrect.' }],
        },
      },
    });
    await openSecurityTab();
    fillPasswords();
    click('Change Password');
    expect(await screen.findByText('Current Password is incorrect.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
