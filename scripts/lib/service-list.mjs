// What the stack runner takes from the list of local services (scripts/services/index.mjs):
// their ports, the real providers' settings set in its environment, the context each
// service's functions are given, and what they add to the functions' environment, the
// site's runtime configuration, .run/stack.json and the printed URLs.

/** {portName: {envVar, port}} of every service, in list order. */
export const servicePorts = (services) => Object.assign({}, ...services.map((service) => service.ports ?? {}));

/** The services' real-provider settings that `env` sets, by name. */
export function providerSettings(services, env = process.env) {
  const names = services.flatMap((service) => service.settings ?? []);
  return Object.fromEntries(names.filter((name) => env[name]).map((name) => [name, env[name]]));
}

/** The context given to each service's functions (described in scripts/services/lib/local-service.mjs). */
export function serviceContext({ services, ports, env = process.env, ...rest }) {
  return {
    ...rest,
    ports,
    url: (portName) => `http://127.0.0.1:${ports[portName]}`,
    settings: providerSettings(services, env),
    configured: (name) => Boolean(env[name]),
  };
}

/** The merge of one optional function of every service (`env`, `siteConfig`, `stack`) called with `ctx`. */
export const merged = (services, field, ctx) => Object.assign({}, ...services.map((service) => service[field]?.(ctx) ?? {}));

/** The rows [label, url] the services print for a stack description. */
export const shownRows = (services, stack) => services.flatMap((service) => service.show?.(stack) ?? []);
