import { type ActivationLink, activationLinkSchema } from '../entities/activation.ts';

const ACTIVATE_PATH = /^\/tokens\/([1-9]\d{0,15})\/activate\/?$/;

/** The activation a membership card's QR link names, with the link's proof (R9). */
export interface ActivationLinkTarget {
  activationId: number;
  link: ActivationLink;
}

/** `exp` and `sig` of an activation link's query, or null when either is missing or malformed. */
export function readActivationProof(query: URLSearchParams): ActivationLink | null {
  const proof = activationLinkSchema.safeParse({ exp: query.get('exp') ?? '', sig: query.get('sig') ?? '' });
  return proof.success ? proof.data : null;
}

/**
 * Reads the text of a scanned QR code as a membership card's activation link
 * (`…/tokens/{id}/activate?exp=…&sig=…`), or null when it is anything else. The host is not checked:
 * only the id and the proof are taken, and the activation then runs in the app that scanned it.
 */
export function readActivationLink(text: string): ActivationLinkTarget | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = ACTIVATE_PATH.exec(url.pathname)?.[1];
  const link = readActivationProof(url.searchParams);
  return id && link ? { activationId: Number(id), link } : null;
}
