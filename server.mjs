// Production entry: the server bundle built by `npm run build` (see server/app.ts).
const { startServer } = await import("./build/server/index.js");
await startServer();
