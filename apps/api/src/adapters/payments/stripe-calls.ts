import { PaymentsUnavailableError } from './payments-port.ts';

/** A call to Stripe whose failure (network, outage, refusal) the callers see as the provider being unavailable. */
export async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PaymentsUnavailableError(error);
  }
}

/** The id of a Stripe field that is an id or, when expanded, the object itself. */
export const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);
