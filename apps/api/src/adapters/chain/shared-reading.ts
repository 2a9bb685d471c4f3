/**
 * A chain read that callers arriving together share: a call within `maxAgeMs` of the last read's
 * start answers that read's promise instead of asking the node again. Kept per chain port (a
 * WeakMap), so an app over another chain (a test's dead one) reads its own. A read that fails is
 * not kept: the next call asks again.
 */
export function sharedReading<Port extends object, T>(maxAgeMs: number, read: (port: Port) => Promise<T>) {
  const readings = new WeakMap<Port, { startedAt: number; value: Promise<T> }>();
  return (port: Port): Promise<T> => {
    const now = performance.now();
    const last = readings.get(port);
    if (last && now - last.startedAt < maxAgeMs) return last.value;
    const reading = { startedAt: now, value: read(port) };
    readings.set(port, reading);
    reading.value.catch(() => {
      if (readings.get(port) === reading) readings.delete(port);
    });
    return reading.value;
  };
}
