export type DayPeriodGreeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** Morning before 12:00, afternoon before 18:00, else evening — in the local time of `date`'s runtime. */
export function dayPeriodGreeting(date: Date): DayPeriodGreeting {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** 'Good morning, Ana'; without a name just 'Good morning'. */
export function greeting(date: Date, firstName?: string | null): string {
  const name = firstName?.trim();
  const period = dayPeriodGreeting(date);
  return name ? `${period}, ${name}` : period;
}
