// The reference pages for `npm run bench`: pages with nothing in them (no data, no chrome, no
// middleware of the site's own) through the same Express, compression (settings as in
// server/site.ts) and React Router request handler as the site, which hands React Router a Fetch
// request and writes its response whole (server/fetch-bridge.ts). The bench builds them into
// ./build/own and ./build/site-routes, starts one server per build (its directory as the argument)
// with NODE_ENV=production and reads its port from the message it sends.
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "react-router";

const build = await import(`./${process.argv[2]}/server/index.js`);
const handleRequest = createRequestHandler(build, "production");
const app = express();
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
app.all("/{*splat}", async (req, res, next) => {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) for (const one of [value].flat()) if (one !== undefined) headers.append(name, one);
    const response = await handleRequest(new Request(`${req.protocol}://${req.headers.host}${req.originalUrl}`, { method: req.method, headers }));
    const body = Buffer.from(await response.arrayBuffer());
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(body);
  } catch (error) {
    next(error);
  }
});
const server = app.listen(0, "127.0.0.1", () => process.send(server.address().port));
