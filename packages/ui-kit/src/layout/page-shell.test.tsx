import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { PageShell } from './page-shell.tsx';

describe('PageShell', () => {
  it('puts what comes before the title above the h1, and the content below it', () => {
    renderWithUi(
      <PageShell title="Announcements" before={<nav>Crumbs</nav>}>
        <p>Body</p>
      </PageShell>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Announcements' });
    const order = (a: Node, b: Node) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(order(screen.getByText('Crumbs'), heading)).toBeTruthy();
    expect(order(heading, screen.getByText('Body'))).toBeTruthy();
  });

  it('says what the page is for right under its h1', () => {
    renderWithUi(
      <PageShell title="Figures" lead="The whole platform per day.">
        <p>Charts</p>
      </PageShell>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Figures' });
    expect(heading.nextElementSibling?.textContent).toBe('The whole platform per day.');
  });

  it('draws no h1 for a page that writes its own', () => {
    renderWithUi(
      <PageShell>
        <p>Body</p>
      </PageShell>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
