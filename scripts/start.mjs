// `npm start`: build if needed and the build tools are installed (scripts/build-if-stale.mjs), then run
// the production server (see server/boot.ts for the rest: data directory, migrations, demo content,
// secrets, first admin).
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
await import("../server.mjs");
