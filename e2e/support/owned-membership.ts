import { type ActivationCard, activationCardSchema } from '@keyclub/domain';
import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser, type VerifiedUser } from './accounts.ts';
import { apiCalls } from './api.ts';
import { businessMembership, holdFreeMembership } from './memberships.ts';
import { setUpStep } from './set-up-step.ts';

export interface OwnedMembership {
  /** The business that issued the membership (its staff may activate the card). */
  business: VerifiedUser;
  consumer: VerifiedUser;
  title: string;
  /** The membership (the parent token). */
  membershipId: number;
  /** The consumer's copy. */
  copyId: number;
}

/**
 * A new business with a new free membership, and a new consumer holding a copy of it: the consumer
 * checks out through the API (a free membership needs no payment page) and the confirmation is
 * polled, as the buy page does, until the key is granted on chain.
 */
export const ownedMembership = setUpStep(
  'an owned membership',
  async function ownedMembership(request: APIRequestContext, titlePrefix: string): Promise<OwnedMembership> {
    const { business, title, membershipId } = await businessMembership(request, titlePrefix, { price: '0' });
    const consumer = await createVerifiedUser(request, 'CONSUMER');
    const copyId = await holdFreeMembership(request, consumer.accessToken, membershipId);
    return { business, consumer, title, membershipId, copyId };
  },
);

/** POST /tokens/{copy}/activations as the owner: a new membership card (what the Membership Card button makes). */
export const createMembershipCard = setUpStep(
  'a membership card',
  async function createMembershipCard(
    request: APIRequestContext,
    owner: VerifiedUser,
    copyId: number,
  ): Promise<ActivationCard & { qr_url: string }> {
    const card = await apiCalls(request, owner.accessToken).write(
      'POST',
      `/tokens/${copyId}/activations`,
      undefined,
      activationCardSchema,
      201,
    );
    // A new card, PENDING, is shown to its owner with its signed link.
    if (card.qr_url === null) throw new Error(`the new card of copy ${copyId} came without its qr_url`);
    return { ...card, qr_url: card.qr_url };
  },
);
