/**
 * Progress lines for a long test. Vitest's reporter shows a test's console output as it
 * comes, so a step of a minute says how far it got instead of staying silent.
 */
export function progress(step: string, total: number, parts = 4): (done: number) => void {
  const every = Math.max(1, Math.ceil(total / parts));
  console.log(`${step}: starting (${total})`);
  return (done) => {
    if (done % every === 0 || done === total) console.log(`${step}: ${done}/${total}`);
  };
}
