import { MESSAGES } from '@keyclub/domain';
import { type RefObject, useEffect, useState } from 'react';
import { cameraErrorText } from './camera-error.ts';

export type CameraState = { status: 'starting' } | { status: 'on' } | { status: 'failed'; message: string };

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * Plays the device camera (the rear one where there are two) in `video` while mounted, and stops it
 * on unmount. A new `attempt` number starts it again (after the user allowed the camera).
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>, attempt: number): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  useEffect(() => {
    // Re-run on each attempt; the number itself only keys the effect.
    void attempt;
    const element = video.current;
    const getUserMedia = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (!element || !getUserMedia) {
      setState({ status: 'failed', message: MESSAGES.cardScanner.cameraUnavailable });
      return;
    }
    let stream: MediaStream | null = null;
    let stopped = false;
    setState({ status: 'starting' });
    getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (opened) => {
        if (stopped) return stopTracks(opened);
        stream = opened;
        element.srcObject = opened;
        await element.play();
        if (!stopped) setState({ status: 'on' });
      })
      .catch((error: unknown) => {
        if (!stopped) setState({ status: 'failed', message: cameraErrorText(error) });
      });
    return () => {
      stopped = true;
      if (stream) stopTracks(stream);
      element.srcObject = null;
    };
  }, [video, attempt]);
  return state;
}
