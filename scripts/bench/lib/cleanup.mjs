/** Clean-up on Ctrl-C or SIGTERM: the server a benchmark started and its temporary folders. */
const tasks = new Set()
let installed = false

/** Registers a synchronous clean-up; returns a function that unregisters it. */
export function onInterrupt(task) {
  if (!installed) {
    installed = true
    for (const signal of ["SIGINT", "SIGTERM"]) {
      process.on(signal, () => {
        for (const t of tasks) {
          try {
            t()
          } catch {
            // One failed clean-up must not keep the others from running before the exit.
          }
        }
        process.exit(130)
      })
    }
  }
  tasks.add(task)
  return () => tasks.delete(task)
}
