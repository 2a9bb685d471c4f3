/** A day ('2026-11-29') as a bar's short label ('Nov 29'); a chart's table keeps the full day. */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
