/** The `:id` of a route as a database id, or null when it is not one (e.g. /tokens/abc/buy). */
export function routeId(id: string | undefined): number | null {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
