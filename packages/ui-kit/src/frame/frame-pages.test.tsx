import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT_AGREEMENT } from '../content/client-agreement.ts';
import { PRIVACY_POLICY } from '../content/privacy-policy.ts';
import { TERMS_OF_USE } from '../content/terms-of-use.ts';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { HelpCenterPage } from './help-center-page.tsx';
import { LegalPage } from './legal-page.tsx';

describe('HelpCenterPage', () => {
  it('shows the breadcrumb Home > Help Center, the topic tabs and the phone-only User guide tab', () => {
    renderWithUi(<HelpCenterPage homeHref="/marketplace" />, { path: '/help-center' });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/marketplace');
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
    // The test window is wider than a phone: the User guide tab is there but hidden.
    const tabs = (options?: { hidden: boolean }) =>
      screen.getAllByRole('tab', options).map((tab) => tab.textContent);
    expect(tabs()).toEqual(['Getting Started', 'Memberships', 'Payments']);
    expect(tabs({ hidden: true })).toEqual(['Getting Started', 'Memberships', 'Payments', 'User guide']);
  });

  it('shows each tab as an accordion of questions, the first one open (e2e toggles them in Chromium)', async () => {
    renderWithUi(<HelpCenterPage homeHref="/marketplace" />, { path: '/help-center' });
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeTruthy();
    const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');
    expect(expanded('What is Keyclub?')).toBe('true');
    expect(expanded('Which wallets can I use?')).toBe('false');

    fireEvent.click(screen.getByRole('tab', { name: 'Memberships' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Memberships' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Membership NFTs' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Can I sell or trade my membership?' })).toBeTruthy();
  });
});

describe('the Terms of Use page', () => {
  it('states every figure SPEC section 9 gives the terms', () => {
    renderWithUi(<LegalPage title="Terms of Use" sections={TERMS_OF_USE} />, { path: '/terms-of-use' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const figure of [
      'less than $250,000 follow',
      'greater of $100 and the price you paid',
      'within 10 business days of the counter-notice',
      'within 30 days of it taking effect',
      'at least 18 years old',
      'Ethereum blockchain',
      'mint memberships as non-fungible tokens',
    ]) {
      expect(text).toContain(figure);
    }
  });
});

describe('the Privacy Policy and Client Agreement pages', () => {
  it('are the documents signup names, each under its own title', () => {
    renderWithUi(<LegalPage title="Privacy Policy" sections={PRIVACY_POLICY} />, { path: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeTruthy();
  });

  it('tells a business how it is paid and what a refund does', () => {
    renderWithUi(<LegalPage title="Client Agreement" sections={CLIENT_AGREEMENT} />, {
      path: '/client-agreement',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Client Agreement' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Payments and fees' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Refunds and disputes' })).toBeTruthy();
  });
});
