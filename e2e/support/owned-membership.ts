import { type APIRequestContext, expect } from '@playwright/test';
import { createVerifiedUser, type VerifiedUser } from './accounts.ts';
import { asNewClient } from './client-address.ts';
import { createMembership } from './memberships.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';

export interface OwnedMembership {
  /** The business that issued the membership (its staff may activate the card). */
  business: VerifiedUser;
  consumer: VerifiedUser;
  title: string;
  /** The consumer's copy. */
  copyId: number;
}

const withSession = (accessToken: string) => ({ ...asNewClient(), 'x-access-token': accessToken });

/**
 * A new business with a new free membership, and a new consumer holding a copy of it: the consumer
 * checks out through the API (a free membership needs no payment page) and the confirmation is
 * polled, as the buy page does, until the key is granted on chain.
 */
export const ownedMembership = setUpStep(
  'an owned membership',
  async function ownedMembership(request: APIRequestContext, titlePrefix: string): Promise<OwnedMembership> {
    const business = await createVerifiedUser(request, 'BUSINESS');
    const categories = (await (await request.get(`${apiUrl}/categories`)).json()) as {
      data: { id: number }[];
    };
    const title = `${titlePrefix} ${Date.now().toString(36)}`;
    const membershipId = await createMembership(request, business.accessToken, {
      title,
      categoryId: categories.data[0]?.id ?? 1,
      price: '0',
    });
    const consumer = await createVerifiedUser(request, 'CONSUMER');
    const checkout = await request.post(`${apiUrl}/tokens/checkout`, {
      headers: withSession(consumer.accessToken),
      data: { id: membershipId },
    });
    if (!checkout.ok())
      throw new Error(`POST /tokens/checkout answered ${checkout.status()}: ${await checkout.text()}`);
    const { session_id } = ((await checkout.json()) as { data: { session_id: string } }).data;

    let copyId: number | null = null;
    await expect
      .poll(
        async () => {
          const confirmation = await request.post(`${apiUrl}/tokens/${membershipId}/purchase?stripe=true`, {
            headers: withSession(consumer.accessToken),
            data: { session_id },
          });
          const { data } = (await confirmation.json()) as {
            data: { pending: boolean; token_id: number | null; error: string | null };
          };
          if (data.error) throw new Error(`the free purchase failed: ${data.error}`);
          copyId = data.token_id;
          return data.pending;
        },
        { timeout: 90_000 },
      )
      .toBe(false);
    if (copyId === null) throw new Error('the free purchase settled without a copy');
    return { business, consumer, title, copyId };
  },
);

/** POST /tokens/{copy}/activations as the owner: a new membership card (what the Membership Card button makes). */
export const createMembershipCard = setUpStep(
  'a membership card',
  async function createMembershipCard(
    request: APIRequestContext,
    owner: VerifiedUser,
    copyId: number,
  ): Promise<{ id: number; qr_url: string }> {
    const answer = await request.post(`${apiUrl}/tokens/${copyId}/activations`, {
      headers: withSession(owner.accessToken),
    });
    if (answer.status() !== 201) {
      throw new Error(
        `POST /tokens/${copyId}/activations answered ${answer.status()}: ${await answer.text()}`,
      );
    }
    return ((await answer.json()) as { data: { id: number; qr_url: string } }).data;
  },
);
