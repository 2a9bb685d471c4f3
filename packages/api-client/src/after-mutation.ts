/**
 * Runs `onDone` with a mutation's answer (or `onFailed` with its error) from `mutateAsync`'s promise.
 * Not `mutate(variables, { onSuccess })`: React Query calls per-call callbacks only while the hook's
 * observer has a listener, and a loaded CI run caught a save landing with its toast never shown
 * (912cc67). The promise settles either way. A failure has already shown the query client's error
 * toast (unless the mutation is silent), so `onFailed` is only for what the screen itself undoes.
 */
export function afterMutation<T>(
  answer: Promise<T>,
  onDone: (answer: T) => void,
  onFailed?: (error: unknown) => void,
): void {
  answer.then(onDone, (error: unknown) => onFailed?.(error));
}
