import {
  CAROUSEL_AUTOPLAY_MS,
  type Category,
  ethPriceReferenceSchema,
  formatEth,
  formatUsd,
  usdToEth,
} from '@keyclub/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { type ApiCalls, apiCalls } from '../../support/api.ts';
import { createMembership } from '../../support/memberships.ts';
import { onPausedClock, pausePageClock } from '../../support/paused-clock.ts';
import { DEMO, expect, test } from '../../support/test.ts';

const marketplace = (request: APIRequestContext, query: string) => apiCalls(request).marketPlace(query);

const categoriesOf = (request: APIRequestContext) => apiCalls(request).categories();

/**
 * The titles a membership grid shows once its page has loaded (while the next page loads, the grid
 * keeps the previous one, busy) and it shows `count` cards.
 */
async function titlesOf(grid: Locator, count: number) {
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(grid.getByRole('listitem')).toHaveCount(count);
  return grid.getByRole('link').allTextContents();
}

/**
 * The grid shows the page of the marketplace the API lists for `query`. Other tests list memberships
 * meanwhile, so a page loaded a moment before the API was asked may be one membership behind: then
 * the user's reload must show the API's page.
 */
async function expectListed(page: Page, grid: Locator, request: APIRequestContext, query: string) {
  await expect(async () => {
    const { data } = await marketplace(request, query);
    const shown = await titlesOf(grid, data.length);
    if (shown.join('|') !== data.map((token) => token.profile.title).join('|')) {
      await page.reload();
      await expect(grid).toHaveAttribute('aria-busy', 'false');
    }
    expect(shown).toEqual(data.map((token) => token.profile.title));
  }).toPass();
}

/**
 * Whether the server-rendered marketplace runs its app: the server leaves the cards' images out and
 * the app puts them in (docs/performance.md, "The largest paint"); until then the page is markup.
 */
const showsCardImages = (page: Page) =>
  page.getByRole('list', { name: 'Recently listed' }).locator('img[src]').first().isVisible();

/** The number on the pagination's last page button. */
async function lastPage(page: Page) {
  const label = await page.getByRole('button', { name: /^last page, page \d+$/ }).getAttribute('aria-label');
  return Number(label?.match(/\d+$/)?.[0]);
}

test('the marketplace shows the featured banner, the categories and recently listed, 6 a page on request', async ({
  page,
  request,
}) => {
  await page.goto('/marketplace');

  const banner = page.getByRole('region', { name: 'Featured membership' });
  await expect(banner.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link')).toHaveCount(7);
  await expect(
    page.getByRole('region', { name: 'Featured', exact: true }).getByRole('article'),
  ).toBeVisible();

  const recent = page.getByRole('list', { name: 'Recently listed' });
  await expectListed(page, recent, request, 'page=1&limit=12');
  const pagesOf12 = await lastPage(page);

  await page.getByRole('combobox', { name: 'Per page' }).selectOption('6');
  await expect(page).toHaveURL(/\/marketplace\?limit=6$/);
  await expectListed(page, recent, request, 'page=1&limit=6');
  expect(await lastPage(page)).toBeGreaterThan(pagesOf12);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/marketplace\?page=2&limit=6$/);
  await expectListed(page, recent, request, 'page=2&limit=6');
  // The page and its size live in the URL: a reload shows the same page.
  await page.reload();
  await expectListed(page, recent, request, 'page=2&limit=6');
});

test('the featured carousel moves to the next membership after 15 s of page time, not before', async ({
  page,
  request,
}) => {
  const { data: featured } = await marketplace(request, 'is_featured=true&limit=6');
  expect(featured.length).toBeGreaterThan(1);
  await pausePageClock(page);
  await page.goto('/marketplace');

  const carousel = page.getByRole('region', { name: 'Featured', exact: true });
  const slide = (position: number) =>
    carousel.getByRole('article', { name: `${position} of ${featured.length}` });
  await onPausedClock(page, () => showsCardImages(page));
  await expect(slide(1).getByRole('link')).toHaveText(featured[0]?.profile.title ?? '');

  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS - 1_000);
  await expect(slide(1)).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(slide(2).getByRole('link')).toHaveText(featured[1]?.profile.title ?? '');
});

test('a category page: tab switch, next page, reload and Back keep the URL; a card opens the public detail', async ({
  page,
  request,
}) => {
  test.slow(); // memberships are created on chain when no category has more than one page yet
  const categories = await categoriesOf(request);
  const totals = await Promise.all(
    categories.map(
      async (category) => (await marketplace(request, `category_id=${category.id}&limit=1`)).meta.total,
    ),
  );
  const fullest = totals.indexOf(Math.max(...totals));
  const category = categories[fullest] as Category;
  const other = categories.find((candidate) => candidate.id !== category.id) as Category;
  const missing = 13 - (totals[fullest] ?? 0);
  if (missing > 0) {
    const { accessToken } = await createVerifiedUser(request, 'BUSINESS');
    for (let n = 1; n <= missing; n += 1) {
      await createMembership(request, accessToken, { title: `Paging Pass ${n}`, categoryId: category.id });
    }
  }
  // Other tests list memberships in this category meanwhile: each page is held against the API's.
  const pageOf = (n: number) => `category_id=${category.id}&page=${n}&limit=12`;

  await page.goto(`/browse-token/${other.id}`);
  const tabs = page.getByRole('navigation', { name: 'Categories' });
  await tabs.getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/browse-token/${category.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${category.name} Memberships` })).toBeVisible();
  await expect(tabs.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const grid = page.getByRole('list', { name: `${category.name} Memberships` });
  await expectListed(page, grid, request, pageOf(1));

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(new RegExp(`/browse-token/${category.id}\\?page=2$`));
  await expectListed(page, grid, request, pageOf(2));
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/browse-token/${category.id}\\?page=2$`));
  await expectListed(page, grid, request, pageOf(2));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/browse-token/${category.id}$`));
  await expectListed(page, grid, request, pageOf(1));

  const firstTitle = (await grid.getByRole('link').first().textContent()) ?? '';
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/public\/token\/\d+\?owned=false$/);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
});

test('a category without memberships says so', async ({ page }) => {
  await page.goto('/browse-token/999999');
  await expect(page.getByText('There are no Memberships available in this category')).toBeVisible();
});

test('searching from the header: 3 characters open the results, grid and list views, clearing goes back', async ({
  page,
  request,
}) => {
  const { data: matches, meta } = await marketplace(request, 'title=Vel&page=1&limit=12');
  expect(meta.total).toBeGreaterThan(0);
  await page.goto('/marketplace?limit=6');
  await expect(page.getByRole('list', { name: 'Recently listed' }).getByRole('listitem')).toHaveCount(6);
  await expect.poll(() => showsCardImages(page)).toBe(true);

  const box = page.getByRole('searchbox', { name: 'Search memberships' });
  await box.pressSequentially('Vel');
  await expect(page).toHaveURL(/\/search\?query=Vel$/);
  const grid = page.getByRole('list', { name: 'Results for “Vel”' });
  expect(await titlesOf(grid, matches.length)).toEqual(matches.map((token) => token.profile.title));

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/\/search\?query=Vel&view=list$/);
  const table = page.getByRole('table', { name: 'Search results' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Title',
    'Category',
    'Owner',
    'Address',
    'Memberships Available',
    'Price',
  ]);
  await expect(table.getByRole('row')).toHaveCount(matches.length + 1);
  const [first] = matches;
  if (!first) throw new Error('no membership matches "Vel"');
  await table.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/public/token/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.profile.title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?query=Vel&view=list$/);
  await expect(box).toHaveValue('Vel');
  await box.fill('');
  await expect(page).toHaveURL(/\/marketplace\?limit=6$/);
  await expect(page.getByRole('list', { name: 'Recently listed' }).getByRole('listitem')).toHaveCount(6);
});

test('a search without a match says No Membership found, with a way to the marketplace', async ({ page }) => {
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Search memberships' }).pressSequentially('zzqx no such');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “zzqx no such”' })).toBeVisible();
  await expect(page.getByText('No Membership found')).toBeVisible();
  await page.getByRole('link', { name: 'Browse the Marketplace' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
});

/** The ids of the memberships the demo consumer owns a copy of. */
async function demoConsumerOwns(demoConsumer: ApiCalls) {
  const owned = await demoConsumer.ownTokens('page=1&limit=50');
  return owned.data.map((token) => token.parent_id);
}

test('a logged-out visitor sees the public detail; Buy goes to login and comes back here', async ({
  api,
  page,
  request,
}) => {
  const owns = await demoConsumerOwns(await api.signIn(DEMO.consumer));
  const { data: newest } = await marketplace(request, 'page=1&limit=24');
  const buyable = newest.find(
    (token) =>
      token.profile.available_copies_count !== 0 && token.profile.price > 0 && !owns.includes(token.id),
  );
  if (!buyable) throw new Error('no buyable membership listed');
  const rate = (await api.read('/references/usd/prices/eth', ethPriceReferenceSchema)).USD_TO_ETH_VALUE;

  await page.goto(`/public/token/${buyable.id}`);
  await expect(page.getByRole('heading', { level: 1, name: buyable.profile.title })).toBeVisible();
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByText(formatUsd(buyable.profile.price), { exact: true })).toBeVisible();
  await expect(price.getByText(`≈ ${formatEth(usdToEth(buyable.profile.price, rate))}`)).toBeVisible();

  await price.getByRole('link', { name: 'Buy Membership' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login/\\?returnUrl=%2Fpublic%2Ftoken%2F${buyable.id}$`));
  await page.getByLabel('Email').fill(DEMO.consumer.email);
  await page.getByLabel('Password').fill(DEMO.consumer.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(new RegExp(`/public/token/${buyable.id}$`));
  await expect(price.getByRole('link', { name: 'Buy Membership' })).toBeVisible();
});

test('a customer who owns a copy sees Buy Membership disabled with You already own this Membership', async ({
  page,
  signIn,
}) => {
  const [parentId] = (await demoConsumerOwns(await signIn(DEMO.consumer))).filter((id) => id !== null);
  if (!parentId) throw new Error('the demo consumer owns no membership');

  await page.goto(`/public/token/${parentId}`);
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByRole('button', { name: 'Buy Membership' })).toBeDisabled();
  await expect(price.getByText('You already own this Membership')).toBeVisible();
});
