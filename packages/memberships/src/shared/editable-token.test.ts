import { tokenFixture } from '@keyclub/domain/testing';
import { describe, expect, it } from 'vitest';
import { isEditableBy } from './editable-token.ts';

describe('isEditableBy', () => {
  const own = tokenFixture();
  const ownerId = own.business.id;

  it('lets the owning business edit its listing', () => {
    expect(isEditableBy(own, ownerId)).toBe(true);
  });

  it("refuses another business's listing, a copy with a parent and a user without a business", () => {
    expect(isEditableBy(own, ownerId + 1)).toBe(false);
    expect(isEditableBy(tokenFixture({ parent_id: own.id }), ownerId)).toBe(false);
    expect(isEditableBy(own, undefined)).toBe(false);
  });
});
