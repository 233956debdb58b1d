// How long an engine suite's decoding may take before it counts as hung. `npm test` runs the
// engines' suites that only compute at the lowest priority (nice 19) once the first stack lane
// has ended: they take the cores the suites beside them leave idle, and wait while those
// compute, minutes on a shared machine. A timeout here says nothing about the engine.
export const ENGINE_WORK_MS = 600_000;
