import { type ActivationCard, MESSAGES } from '@keyclub/domain';

/** What the staff's activation card says (SPEC sections 4 and 8, Activation page). */
export type ActivationOutcome =
  | { kind: 'loading' }
  | { kind: 'activating'; card: ActivationCard | null }
  | { kind: 'activated' | 'alreadyActivated'; card: ActivationCard; message: string }
  // Without a card: a door-code lookup the API refused (card-scanner/use-door-code-lookup.ts).
  | { kind: 'invalid' | 'codeExpired'; card: ActivationCard | null; message: string }
  | { kind: 'failed'; card: ActivationCard | null; message: string };

/** The read of the card: loading, loaded, or refused (with the refusal's text, null for no answer). */
export type CardRead =
  | { status: 'loading' }
  | { status: 'loaded'; card: ActivationCard }
  | { status: 'refused'; refusal: string | null };

/** The activation call: its refusal's text, null when there was no answer (or a server failure). */
export type ActivationCall =
  | { status: 'idle' | 'pending' }
  | { status: 'success'; card: ActivationCard }
  | { status: 'error'; refusal: string | null };

/**
 * Whether the page calls activate. With the link's proof only: for a PENDING card whose QR is still
 * valid, and for a card this business may not read (another business's staff are then told so by
 * the API, which hides the card from anyone without a valid link).
 */
export function shouldActivate(read: CardRead, hasProof: boolean): boolean {
  if (!hasProof) return false;
  if (read.status === 'refused') return true;
  return read.status === 'loaded' && read.card.status === 'PENDING' && !read.card.is_expired;
}

/** The API refuses with the spec's own texts (409); those keep their meaning, anything else failed. */
function refusedOutcome(card: ActivationCard | null, refusal: string | null): ActivationOutcome {
  const { alreadyActivated, invalid, failed, codeExpired } = MESSAGES.activation;
  if (card && refusal === alreadyActivated(card.title))
    return { kind: 'alreadyActivated', card, message: refusal };
  if (card && refusal === codeExpired) return { kind: 'codeExpired', card, message: refusal };
  if (card && refusal === invalid(card.title)) return { kind: 'invalid', card, message: refusal };
  return { kind: 'failed', card, message: refusal ?? failed };
}

/**
 * SPEC section 4 Activation page, from the card as first loaded and the activation call: PENDING →
 * activate → '{title} activated successfully.'; ACTIVE on load → already activated; ARCHIVED →
 * invalid; PENDING past its code's 5 minutes → 'Code expired: ask the member to refresh' (ours,
 * issue 36); a failed call shows why: the API's refusal, else the spec's failure text.
 */
export function activationOutcome(
  read: CardRead,
  call: ActivationCall,
  hasProof: boolean,
): ActivationOutcome {
  if (read.status === 'loading') return { kind: 'loading' };
  const card = read.status === 'loaded' ? read.card : null;
  switch (call.status) {
    case 'success':
      return {
        kind: 'activated',
        card: call.card,
        message: MESSAGES.activation.activated(call.card.title),
      };
    case 'error':
      return refusedOutcome(card, call.refusal);
    case 'pending':
      return { kind: 'activating', card };
  }
  if (shouldActivate(read, hasProof)) return { kind: 'activating', card };
  if (read.status === 'refused') return refusedOutcome(null, read.refusal);
  const { title } = read.card;
  if (read.card.status === 'ACTIVE') {
    return {
      kind: 'alreadyActivated',
      card: read.card,
      message: MESSAGES.activation.alreadyActivated(title),
    };
  }
  // A genuine card shown after its 5 minutes: the member refreshes it; a replaced one is invalid.
  if (read.card.status === 'PENDING' && read.card.is_expired) {
    return { kind: 'codeExpired', card: read.card, message: MESSAGES.activation.codeExpired };
  }
  return { kind: 'invalid', card: read.card, message: MESSAGES.activation.invalid(title) };
}
