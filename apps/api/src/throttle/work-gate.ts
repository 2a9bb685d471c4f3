import { RetryLaterError } from './retry-later.ts';

export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/**
 * Runs at most `slots` jobs at once. Waiting jobs start in order, urgent ones first; when
 * `maxQueued` ordinary jobs already wait, a further one is refused at once (503, Retry-After: 1) instead of
 * queueing without end, so a flood cannot build up minutes of work ahead of urgent jobs.
 */
export class WorkGate {
  #running = 0;
  readonly #urgent: (() => void)[] = [];
  readonly #ordinary: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly maxQueued: number,
  ) {}

  async run<T>(job: () => Promise<T>, urgent = false): Promise<T> {
    if (this.#running < this.slots) this.#running += 1;
    else if (!urgent && this.#ordinary.length >= this.maxQueued)
      throw new RetryLaterError(503, BUSY_MESSAGE, 1000);
    else await new Promise<void>((start) => (urgent ? this.#urgent : this.#ordinary).push(start));
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiter, or frees up.
      const next = this.#urgent.shift() ?? this.#ordinary.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }

  get waiting() {
    return this.#urgent.length + this.#ordinary.length;
  }
}
