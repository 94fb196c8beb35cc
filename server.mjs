// Production entry: the server bundle built by `npm run build` (see server/app.ts). React and its
// libraries choose their production build from NODE_ENV when first loaded, so set it before.
process.env.NODE_ENV ??= "production";
const { startServer } = await import("./build/server/index.js");
await startServer();
