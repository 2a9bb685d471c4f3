import { MESSAGES } from '@keyclub/domain';
import { describe, expect, it } from 'vitest';
import { cameraErrorText } from './camera-error.ts';

const failure = (name: string) => new DOMException('camera', name);

describe('cameraErrorText', () => {
  it('tells a denied camera from a missing one and from any other failure', () => {
    expect(cameraErrorText(failure('NotAllowedError'))).toBe(MESSAGES.cardScanner.cameraDenied);
    expect(cameraErrorText(failure('SecurityError'))).toBe(MESSAGES.cardScanner.cameraDenied);
    expect(cameraErrorText(failure('NotFoundError'))).toBe(MESSAGES.cardScanner.noCamera);
    expect(cameraErrorText(failure('OverconstrainedError'))).toBe(MESSAGES.cardScanner.noCamera);
    expect(cameraErrorText(failure('NotReadableError'))).toBe(MESSAGES.cardScanner.cameraFailed);
    expect(cameraErrorText('unknown')).toBe(MESSAGES.cardScanner.cameraFailed);
  });
});
