import { tokenFixture } from '@keyclub/domain/testing';
import { describe, expect, it } from 'vitest';
import { tokensInCategory, usedCategories } from './category-counts.ts';

const clubs = { id: 2, name: 'Clubs' } as const;
const nightlife = { id: 7, name: 'Nightlife' } as const;
const tokens = [
  tokenFixture({ id: 1, profile: { category: nightlife } }),
  tokenFixture({ id: 2, profile: { category: clubs } }),
  tokenFixture({ id: 3, profile: { category: clubs } }),
];

describe('usedCategories', () => {
  it('keeps the categories with memberships, in the order the API gives', () => {
    const counted = [
      { ...clubs, count: 2 },
      { id: 3, name: 'Retail', count: 0 } as const,
      { ...nightlife, count: 1 },
    ];
    expect(usedCategories(counted)).toEqual([
      { ...clubs, count: 2 },
      { ...nightlife, count: 1 },
    ]);
  });

  it('has no categories for a business without memberships', () => {
    expect(usedCategories([{ ...clubs, count: 0 }])).toEqual([]);
  });
});

describe('tokensInCategory', () => {
  it('keeps the chosen category, or everything for All', () => {
    expect(tokensInCategory(tokens, clubs.id).map((token) => token.id)).toEqual([2, 3]);
    expect(tokensInCategory(tokens, null).map((token) => token.id)).toEqual([1, 2, 3]);
  });
});
