import { MESSAGES } from '@keyclub/domain';

/** What the scanner tells staff when the camera cannot start, by the error getUserMedia raised. */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return MESSAGES.cardScanner.cameraDenied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return MESSAGES.cardScanner.noCamera;
    default:
      return MESSAGES.cardScanner.cameraFailed;
  }
}
