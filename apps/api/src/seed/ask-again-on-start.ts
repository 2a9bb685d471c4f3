/** How many times the seed asks the chain before it gives up. */
export const START_TRIES = 3;

/**
 * `read`, asked up to START_TRIES times. The seed's first chain reads run while the API is still
 * starting (migrations, the first jobs): on a busy machine that work held the answer past the chain
 * port's 3 s timeout though anvil answered in milliseconds, and the e2e stack failed to start six
 * times in a row at load 20-28. A chain that is really down still fails the seed, 3 timeouts later.
 */
export async function askAgainOnStart<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt === START_TRIES) throw error;
    }
  }
}
