/** The actor tasks under way on this client, as `<actor uuid>:<task>`. */
const running = new Set<string>();

/**
 * Runs `run` unless the same task for the same actor is still under way on this client, as after a
 * double click (Foundry does not await a sheet's action handler, nor Token Action HUD Core a click):
 * then nothing is done and the answer is undefined. Wrap the function every surface calls, so that no
 * surface can forget it.
 */
export async function oneAtATime<T>(
  actor: Pick<Actor.Implementation, "uuid">,
  task: string,
  run: () => Promise<T>,
): Promise<T | undefined> {
  const key = `${actor.uuid}:${task}`;
  if (running.has(key)) return undefined;
  running.add(key);
  try {
    return await run();
  } finally {
    running.delete(key);
  }
}
