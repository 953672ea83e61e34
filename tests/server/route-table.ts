import type { FastifyInstance } from 'fastify';

/** `METHOD /path` for every route an app has registered, read from Fastify's route tree. */
export const routeTable = (app: FastifyInstance) => {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1].length / 4;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
};
