// A small HTTP load loop, run as its own process so that it does not share the server's CPU:
//   node bench/lib/load.mjs '{"url":"http://…","headers":{…},"concurrency":4,"ms":3000}'
// Keeps `concurrency` keep-alive requests in flight for `ms` and prints one JSON line.
import http from 'node:http';

const { url, headers = {}, concurrency = 4, ms = 3000 } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

const get = () =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
  });

let requests = 0;
let errors = 0;
const t0 = performance.now();
const deadline = t0 + ms;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const status = await get().catch(() => 0);
      if (status === 200) requests++;
      else errors++;
    }
  }),
);
const elapsed = performance.now() - t0;
agent.destroy();
console.log(JSON.stringify({ requests, errors, ms: Math.round(elapsed), rps: (requests * 1000) / elapsed }));
