import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the schema; no database connection is needed for `generate`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
});
