/** A hand-opened gate: what waits on `opened` goes on once `open()` is called. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
