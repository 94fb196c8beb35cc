// The machine's ceiling for the benchmark: a bare node:http server that answers each path with the
// very bytes (headers and compressed body) the site sent for it, from memory. Run as a child process
// so it has a core of its own, like the site.
import http from "node:http";

process.once("message", (pages) => {
  const byPath = new Map(Object.entries(pages).map(([path, { headers, body }]) => [path, { headers, body: Buffer.from(body, "base64") }]));
  const server = http.createServer((req, res) => {
    const page = byPath.get(req.url);
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, page.headers);
    res.end(page.body);
  });
  server.listen(0, "127.0.0.1", () => process.send(server.address().port));
});
