// When a server is warm enough to measure (scripts/check-api-speed.mjs, docs/performance.md "Warmed
// until settled"). A freshly started server costs more CPU per request until V8 has compiled its hot
// code; the warm-up loads it in chunks and reads its CPU per request after each (its own process's
// CPU time, which a busy machine stretches far less than it stretches wall time). It is warm once
// that figure stopped falling: each of the last `steadyChunks` chunks within `tolerance` below the
// chunk before it. A chunk without a figure (no /proc, no request answered) never counts as steady,
// so such a server is warmed for the whole cap.

/** Whether the per-chunk CPU per request (`figures`, oldest first) has settled. */
export function warmUpSettled(figures, { tolerance, steadyChunks }) {
  if (figures.length < steadyChunks + 1) return false;
  const measured = (figure) => typeof figure === 'number' && Number.isFinite(figure) && figure > 0;
  return figures
    .slice(-(steadyChunks + 1))
    .every(
      (figure, index, last) =>
        measured(figure) && (index === 0 || figure >= (1 - tolerance) * last[index - 1]),
    );
}
