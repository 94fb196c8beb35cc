// The reference pages for `npm run bench`: pages with nothing in them (no data, no chrome, no
// middleware of the site's own) through the same Express, compression (settings as in
// server/site.ts) and React Router request handler as the site. The bench builds them into
// ./build/own and ./build/site-routes, starts one server per build (its directory as the argument)
// with NODE_ENV=production and reads its port from the message it sends.
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const build = await import(`./${process.argv[2]}/server/index.js`);
const app = express();
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
app.all("/{*splat}", createRequestHandler({ build }));
const server = app.listen(0, "127.0.0.1", () => process.send(server.address().port));
