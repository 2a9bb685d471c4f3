import { renderRoutes } from '@keyclub/app-shell/testing';
import { formatDateTimeInZone } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MembershipDetailView } from './membership-detail-view.tsx';

/** Whether a perk's description is shown: closed panels stay in the page, hidden. */
const shown = (text: string) => screen.getByText(text).closest('[hidden]') === null;

describe('MembershipDetailView', () => {
  afterEach(cleanup);

  it('shows the membership, its List Price, duration and business box', () => {
    renderRoutes({
      routes: [{ path: '*', element: <MembershipDetailView token={tokenFixture()} /> }],
      path: '/',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Velvet Night Pass' })).toBeTruthy();
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByText('Nightlife')).toBeTruthy();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('List Price')).toBeTruthy();
    expect(within(price).getByText('$49.00')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Membership Details' });
    expect(within(details).getByText('30 Days')).toBeTruthy();
    expect(within(details).getByText('$39.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/business-page/3');
    expect(screen.queryByText('No Memberships available.')).toBeNull();
  });

  it('opens the first perk only', () => {
    renderRoutes({
      routes: [{ path: '*', element: <MembershipDetailView token={tokenFixture()} /> }],
      path: '/',
    });

    expect(screen.getByRole('heading', { name: "What's included?" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip-the-line entry' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Welcome cocktail' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(shown('Walk straight in.')).toBe(true);
    expect(shown('One cocktail per visit.')).toBe(false);
  });

  it('opens and closes each perk on its own', () => {
    renderRoutes({
      routes: [{ path: '*', element: <MembershipDetailView token={tokenFixture()} /> }],
      path: '/',
    });
    const first = screen.getByRole('button', { name: 'Skip-the-line entry' });
    const second = screen.getByRole('button', { name: 'Welcome cocktail' });

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(shown('One cocktail per visit.')).toBe(true);
    expect(shown('Walk straight in.')).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(shown('Walk straight in.')).toBe(false);
  });

  it("shows the business's initials without a logo, its logo when it has one", () => {
    renderRoutes({
      routes: [{ path: '*', element: <MembershipDetailView token={tokenFixture()} /> }],
      path: '/',
    });
    const business = screen.getByRole('region', { name: 'Business' });
    expect(within(business).getByText('TR')).toBeTruthy();
    cleanup();

    const logo = { url: 'https://files.keyclub.test/velvet.png' };
    const token = tokenFixture();
    renderRoutes({
      routes: [
        {
          path: '*',
          element: <MembershipDetailView token={{ ...token, business: { ...token.business, logo } }} />,
        },
      ],
      path: '/',
    });
    const image = screen.getByRole('img', { name: 'The Velvet Room logo' });
    expect(image.getAttribute('src')).toBe(logo.url);
    fireEvent.error(image);
    expect(within(screen.getByRole('region', { name: 'Business' })).getByText('TR')).toBeTruthy();
  });

  it('says FREE, Never Expires and No Memberships available. when they apply, and cuts a long description', () => {
    const token = tokenFixture({
      profile: { price: 0, renewal_price: 0, expiration_duration: -1, available_copies_count: 0 },
    });
    token.business.description = 'a'.repeat(300);
    renderRoutes({ routes: [{ path: '*', element: <MembershipDetailView token={token} /> }], path: '/' });

    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('FREE')).toBeTruthy();
    expect(screen.getByText('Never Expires')).toBeTruthy();
    expect(screen.getByText('No Memberships available.')).toBeTruthy();
    expect(screen.getByText(`${'a'.repeat(249)}…`)).toBeTruthy();
  });

  it('shows Your Membership with its key id, expiry and Renewal Price for an owned copy', () => {
    const token = tokenFixture({
      parent_id: 7,
      id: 70,
      token_id: 1,
      token_id_bc: '12',
      owner_info: { status: 'ACTIVE', expiration_readable: '05 March 2027 14:07:09' },
      expires_at: '2027-03-05T14:07:09.000Z',
    });
    renderRoutes({
      routes: [{ path: '*', element: <MembershipDetailView token={token} owned /> }],
      path: '/',
    });

    const details = screen.getByRole('region', { name: 'Your Membership' });
    expect(within(details).getByText('12')).toBeTruthy();
    // In the viewer's zone, named (the zone's arithmetic: date-time.test.ts).
    expect(within(details).getByText(formatDateTimeInZone('2027-03-05T14:07:09.000Z'))).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('Renewal Price')).toBeTruthy();
  });
});
