/** A route's `:id` as a database id, or null when it is not one (e.g. /tokens/abc). */
export function routeIdOf(id: string | undefined): number | null {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
