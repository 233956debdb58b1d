// The shape of a local service of the stack (scripts/services/index.mjs lists them; the
// runner, scripts/stack.mjs, loops over the list). Every field but `name` is optional:
//
//   name        the process's name: its output goes to .run/<name>.log
//   ports       {portName: {envVar, port}}: the ports it listens on, each a default that the
//               variable overrides (a taken port is replaced by a free one); the stack is up
//               when every one of them answers
//   settings    names of the real provider's variables, passed on from the environment of
//               `npm start` to the functions, the realtime server and the meeting stand-in
//   start(ctx)  how to start it (may be async): {command, args, env} (env: added to the runner's own), or
//               null when it does not run in this mode; absent for a provider that runs
//               inside the functions (only its settings are passed on)
//   env(ctx)    variables written to functions/.env.local for the functions to reach it
//   stack(ctx)  entries of .run/stack.json that tests and tools read
//   siteConfig(ctx)  entries of the site's runtime-config.json
//   show(stack) rows [label, url] printed for a stack.json (also for one already running)
//
// ctx: {dev, ports, url(portName), urls (site, auth, firestore, functions, api, database),
// runDir, repoRoot, functionsDir, quietEnv (what every emulator-side process gets),
// settings (the values of every service's settings that are set), secretsKey,
// configured(name) (whether npm start's environment sets that variable)}.
import { fileURLToPath } from 'node:url';

/** A start that runs the module at `moduleUrl` with this Node, `env` added to its environment. */
export const runNode = (moduleUrl, env = {}, nodeFlags = []) => ({
  command: process.execPath,
  args: [...nodeFlags, fileURLToPath(moduleUrl)],
  env,
});
