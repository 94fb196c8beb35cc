import { isIP } from "node:net";
import { z } from "zod";
import { CONTACT_DEPARTMENTS, type ContactDepartment } from "../../../vocabulary/contact-keys.ts";

const onOff = z.enum(["on", "off"], { error: "must be 'on' or 'off'" });

/** Express's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_PROXY_HOPS = 10;

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For), as Express's `trust proxy` takes it:
 * `false` (none: the socket's address), a number of hops, or proxy addresses and CIDR ranges. Trusting
 * every hop (`true`) is refused: any client could then choose the address its limits are counted on.
 */
export type TrustProxy = false | number | string[];

const trustProxy = z
  .string()
  .default("none")
  .transform((value, ctx): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (text === "none") return false;
    if (/^\d+$/.test(text) && Number(text) <= MAX_PROXY_HOPS) return Number(text) || false;
    const entries = text.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyEntry)) return entries;
    ctx.addIssue({
      code: "custom",
      message: `must be 'none', a number of proxy hops (0 to ${MAX_PROXY_HOPS}), or comma-separated proxy addresses or CIDR ranges (loopback, linklocal and uniquelocal allowed)`,
    });
    return z.NEVER;
  });

const megabytes = z.coerce
  .number({ error: "must be a number of megabytes" })
  .int("must be a whole number of megabytes")
  .min(1, "must be between 1 and 2000")
  .max(2000, "must be between 1 and 2000");

/** Where the media library's files live when not on disk (ADR 021): an S3-compatible bucket, addressed path-style. */
export interface S3Config {
  /** `https://host[:port]`, or `http://` with `tls=off`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const S3_URL_FORM = "an s3:// URL such as s3://ACCESS_KEY:SECRET@host:9000/bucket?region=us-east-1";
const S3_URL_PARAMS = new Set(["region", "tls"]);
// S3's naming rule, which S3-compatible servers follow too.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]{0,62}$/;

function decodedUserInfo(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * One URL says where and how, as DATABASE_URL and SMTP_URL do: credentials as user and password
 * (percent-encoded: a secret's `/` is `%2F`), the bucket as the only path segment, `region` (default
 * us-east-1, what S3-compatible servers expect) and `tls=off` for plain http (default https).
 */
const s3Url = z.string().transform((value, ctx): S3Config => {
  const problem = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (!URL.canParse(value)) return problem(`must be ${S3_URL_FORM} (a secret's '/', '#', '?' or '@' percent-encoded)`);
  const url = new URL(value);
  if (url.protocol !== "s3:" || !url.hostname) return problem(`must be ${S3_URL_FORM}`);
  const accessKeyId = decodedUserInfo(url.username);
  const secretAccessKey = decodedUserInfo(url.password);
  if (!accessKeyId || !secretAccessKey) return problem("must carry the access key and its secret as s3://ACCESS_KEY:SECRET@host/bucket");
  const bucket = url.pathname.replace(/^\/|\/$/g, "");
  if (!bucket) return problem("must name the bucket as its path: s3://ACCESS_KEY:SECRET@host/bucket");
  if (!BUCKET_NAME.test(bucket)) return problem("must name one bucket (3 to 63 of a-z, 0-9, '.' and '-') as its only path segment");
  if (url.hash) return problem("must not have a '#' fragment (percent-encode a '#' in the secret as %23)");
  const unknown = [...url.searchParams.keys()].filter((name) => !S3_URL_PARAMS.has(name));
  if (unknown.length > 0) return problem(`accepts only the parameters region and tls, not ${unknown.join(", ")}`);
  const region = url.searchParams.get("region") ?? "us-east-1";
  if (!REGION.test(region)) return problem("must give a region such as us-east-1 (a-z, 0-9 and '-')");
  const tls = url.searchParams.get("tls") ?? "on";
  if (tls !== "on" && tls !== "off") return problem("must give tls as 'on' (https, the default) or 'off' (plain http)");
  return { endpoint: `${tls === "on" ? "https" : "http"}://${url.host}`, region, bucket, accessKeyId, secretAccessKey };
});

/** The departments with an address of their own for the inbox's notifications; the others use INBOX_EMAIL. */
export type DepartmentEmails = Partial<Record<ContactDepartment, string>>;

const isDepartment = (name: string): name is ContactDepartment => (CONTACT_DEPARTMENTS as readonly string[]).includes(name);

/** `communication=presse@example.org,partnerships=partenaires@example.org`: one address per department named. */
const departmentEmails = z.string().transform((value, ctx): DepartmentEmails => {
  const emails: DepartmentEmails = {};
  for (const pair of value.split(",").map((entry) => entry.trim())) {
    const [name = "", address = "", ...rest] = pair.split("=").map((part) => part.trim());
    const problem =
      rest.length > 0 || !address
        ? `must be department=address pairs separated by commas, such as communication=presse@example.org`
        : !isDepartment(name)
          ? `names an unknown department '${name}' (known: ${CONTACT_DEPARTMENTS.join(", ")})`
          : name in emails
            ? `gives the department '${name}' twice`
            : !z.email().safeParse(address).success
              ? `gives '${name}' an address that is not an email address`
              : undefined;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    emails[name as ContactDepartment] = address;
  }
  return emails;
});

/** Variables whose value is never repeated in a message: a secret, or a URL that carries one. */
const HIDDEN = /PASSWORD|SECRET|^S3_URL$/;
/** A URL's password (postgres://user:password@host), masked in what a refused value is said to be. */
const URL_PASSWORD = /(\/\/[^:@/\s]*:)[^@/\s]*@/g;

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
    HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    GATE_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    GATE: onOff.default("on"),
    PAGE_CACHE: onOff.default("on"),
    // Demo news, a demo schedule and fictional results for an empty database; unset: see seedsDemo.
    SEED_DEMO: onOff.optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().min(3, "must be an address such as 'Tahiti 2027 <noreply@example.org>'").optional(),
    // Where the inbox announces each new message: the general address (unset: the committee's public
    // address, an event fact organisers edit), and departments' own ones.
    INBOX_EMAIL: z.email("must be an email address").optional(),
    INBOX_DEPARTMENT_EMAILS: departmentEmails.default({}),
    ADMIN_EMAIL: z.email("must be an email address").optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    // "required": every admin and moderator must turn on two-factor sign-in before using the back office.
    STAFF_TWO_FACTOR: z.enum(["optional", "required"], { error: "must be 'optional' or 'required'" }).default("optional"),
    TRUST_PROXY: trustProxy,
    // The largest upload the media library takes, in megabytes: images (SVG included), other files.
    MEDIA_MAX_IMAGE_MB: megabytes.default(20),
    MEDIA_MAX_FILE_MB: megabytes.default(300),
    // The most pixels an image may declare, in megapixels: what takes more than seconds to resize is refused.
    MEDIA_MAX_IMAGE_MEGAPIXELS: z.coerce
      .number({ error: "must be a number of megapixels" })
      .int("must be a whole number of megapixels")
      .min(1, "must be between 1 and 200")
      .max(200, "must be between 1 and 200")
      .default(40),
    S3_URL: s3Url.optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  });

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

/**
 * Whether this start seeds the demo content (into tables still empty): as SEED_DEMO says, and when
 * it is unset only on the start that creates the embedded database, so a first `npm start` shows
 * a full site while a PostgreSQL database, or a data folder in use, never gets fiction unasked.
 */
export function seedsDemo(env: Pick<Env, "SEED_DEMO" | "DATABASE_URL">, newDataFolder: boolean): boolean {
  if (env.SEED_DEMO) return env.SEED_DEMO === "on";
  return !env.DATABASE_URL && newDataFolder;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Reads the configuration once; empty strings count as unset so `VAR=` in a shell behaves. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        const value = source[name];
        const shown = value === undefined ? "" : HIDDEN.test(name) ? " (value hidden)" : ` (got "${value.replace(URL_PASSWORD, "$1***@")}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, "");
  return { ...env, PUBLIC_URL: publicUrl };
}
