import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, seedsDemo } from "./env.server.ts";

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected an EnvError");
}

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", GATE: "on", PUBLIC_URL: "http://localhost:3000" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://tahiti2027.example/" }).PUBLIC_URL).toBe("https://tahiti2027.example");
  });

  it("reads STAFF_TWO_FACTOR: optional by default, required on demand, anything else refused", () => {
    expect(parseEnv({}).STAFF_TWO_FACTOR).toBe("optional");
    expect(parseEnv({ STAFF_TWO_FACTOR: "required" }).STAFF_TWO_FACTOR).toBe("required");
    expect(problemsOf({ STAFF_TWO_FACTOR: "yes" })).toEqual([`STAFF_TWO_FACTOR must be 'optional' or 'required' (got "yes")`]);
  });

  it("seeds the demo content as SEED_DEMO says, unset only into a new embedded database", () => {
    expect(parseEnv({}).SEED_DEMO).toBeUndefined();
    expect(parseEnv({ SEED_DEMO: "on" }).SEED_DEMO).toBe("on");
    expect(problemsOf({ SEED_DEMO: "yes" })).toEqual([`SEED_DEMO must be 'on' or 'off' (got "yes")`]);
    const postgres = "postgres://db.example/t27";
    expect(seedsDemo(parseEnv({}), true)).toBe(true);
    expect(seedsDemo(parseEnv({}), false)).toBe(false);
    expect(seedsDemo(parseEnv({ DATABASE_URL: postgres }), true)).toBe(false);
    expect(seedsDemo(parseEnv({ SEED_DEMO: "off" }), true)).toBe(false);
    expect(seedsDemo(parseEnv({ SEED_DEMO: "on" }), false)).toBe(true);
    expect(seedsDemo(parseEnv({ SEED_DEMO: "on", DATABASE_URL: postgres }), false)).toBe(true);
  });

  it("reads the media library's upload limits in megabytes: 20 for images, 300 for files by default", () => {
    expect(parseEnv({})).toMatchObject({ MEDIA_MAX_IMAGE_MB: 20, MEDIA_MAX_FILE_MB: 300 });
    expect(parseEnv({ MEDIA_MAX_IMAGE_MB: "5", MEDIA_MAX_FILE_MB: "1000" })).toMatchObject({ MEDIA_MAX_IMAGE_MB: 5, MEDIA_MAX_FILE_MB: 1000 });
    expect(problemsOf({ MEDIA_MAX_IMAGE_MB: "0", MEDIA_MAX_FILE_MB: "big" })).toEqual([
      `MEDIA_MAX_IMAGE_MB must be between 1 and 2000 (got "0")`,
      `MEDIA_MAX_FILE_MB must be a number of megabytes (got "big")`,
    ]);
  });

  it("reads the media library's pixel limit in megapixels: 40 by default", () => {
    expect(parseEnv({}).MEDIA_MAX_IMAGE_MEGAPIXELS).toBe(40);
    expect(parseEnv({ MEDIA_MAX_IMAGE_MEGAPIXELS: "100" }).MEDIA_MAX_IMAGE_MEGAPIXELS).toBe(100);
    expect(problemsOf({ MEDIA_MAX_IMAGE_MEGAPIXELS: "0" })).toEqual([`MEDIA_MAX_IMAGE_MEGAPIXELS must be between 1 and 200 (got "0")`]);
    expect(problemsOf({ MEDIA_MAX_IMAGE_MEGAPIXELS: "12.5" })).toEqual([`MEDIA_MAX_IMAGE_MEGAPIXELS must be a whole number of megapixels (got "12.5")`]);
    expect(problemsOf({ MEDIA_MAX_IMAGE_MEGAPIXELS: "many" })).toEqual([`MEDIA_MAX_IMAGE_MEGAPIXELS must be a number of megapixels (got "many")`]);
  });

  it("leaves the general address to the content (the committee's public address) unless INBOX_EMAIL says otherwise, and departments to INBOX_DEPARTMENT_EMAILS", () => {
    expect(parseEnv({}).INBOX_EMAIL).toBeUndefined();
    expect(parseEnv({}).INBOX_DEPARTMENT_EMAILS).toEqual({});
    const env = parseEnv({ INBOX_EMAIL: "accueil@tahiti2027.test", INBOX_DEPARTMENT_EMAILS: " communication = presse@tahiti2027.test,partnerships=partenaires@tahiti2027.test " });
    expect(env.INBOX_EMAIL).toBe("accueil@tahiti2027.test");
    expect(env.INBOX_DEPARTMENT_EMAILS).toEqual({ communication: "presse@tahiti2027.test", partnerships: "partenaires@tahiti2027.test" });
    expect(problemsOf({ INBOX_EMAIL: "accueil" })).toEqual([`INBOX_EMAIL must be an email address (got "accueil")`]);
  });

  it.each([
    ["presse@tahiti2027.test", "must be department=address pairs"],
    ["communication=presse@tahiti2027.test,", "must be department=address pairs"],
    ["marketing=m@tahiti2027.test", "names an unknown department 'marketing'"],
    ["sports=a@tahiti2027.test,sports=b@tahiti2027.test", "gives the department 'sports' twice"],
    ["sports=nobody", "gives 'sports' an address that is not an email address"],
  ])("refuses INBOX_DEPARTMENT_EMAILS=%s", (value, message) => {
    expect(problemsOf({ INBOX_DEPARTMENT_EMAILS: value })).toEqual([expect.stringContaining(`INBOX_DEPARTMENT_EMAILS ${message}`)]);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("names each bad variable with a clear message", () => {
    const problems = problemsOf({ PORT: "abc", DATABASE_URL: "mysql://x", GATE: "maybe", PUBLIC_URL: "ftp://x", SMTP_URL: "http://mail" });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT must be a number \(got "abc"\)$/),
        expect.stringMatching(/^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/),
        expect.stringMatching(/^GATE must be 'on' or 'off'/),
        expect.stringMatching(/^PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/),
        expect.stringMatching(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/),
      ]),
    );
  });

  it("hides secret values in messages", () => {
    const problems = problemsOf({ GATE_PASSWORD: "short", AUTH_SECRET: "tiny" });
    expect(problems.join("\n")).not.toMatch(/short|tiny/);
    expect(problems).toContain("GATE_PASSWORD must be at least 8 characters (value hidden)");
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(problemsOf({ ADMIN_EMAIL: "a@b.pf" })).toEqual([expect.stringContaining("ADMIN_EMAIL and ADMIN_PASSWORD must be set together")]);
    expect(problemsOf({ ADMIN_EMAIL: "nope", ADMIN_PASSWORD: "long-enough" })[0]).toMatch(/^ADMIN_EMAIL must be an email address/);
  });

  it("trusts no proxy unless TRUST_PROXY says which", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "none" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "Loopback, 10.0.0.0/8,2001:db8::/32 , 192.0.2.7" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "2001:db8::/32", "192.0.2.7"]);
  });

  it.each(["true", "all", "11", "-1", "10.0.0.0/33", "10.0.0.300", "loopback,,", "proxy.example", "2001:db8::/129", "10.0.0.0/8/1"])(
    "refuses TRUST_PROXY=%s with a message naming it",
    (value) => {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([expect.stringMatching(/^TRUST_PROXY must be 'none', a number of proxy hops/)]);
    },
  );

  it("reads S3_URL into an S3 configuration: https and us-east-1 by default, credentials percent-decoded", () => {
    expect(parseEnv({}).S3_URL).toBeUndefined();
    expect(parseEnv({ S3_URL: "s3://AKIA123:se%2Fcr%2Bet@s3.example.org/tahiti-media" }).S3_URL).toEqual({
      endpoint: "https://s3.example.org",
      region: "us-east-1",
      bucket: "tahiti-media",
      accessKeyId: "AKIA123",
      secretAccessKey: "se/cr+et",
    });
    expect(parseEnv({ S3_URL: "s3://minio:minio-secret@127.0.0.1:9000/media/?region=eu-west-3&tls=off" }).S3_URL).toEqual({
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-3",
      bucket: "media",
      accessKeyId: "minio",
      secretAccessKey: "minio-secret",
    });
    expect(parseEnv({ S3_URL: "s3://k:s@[::1]:9000/media?tls=on" }).S3_URL?.endpoint).toBe("https://[::1]:9000");
  });

  it.each([
    ["https://k:s@host/media", /^S3_URL must be an s3:\/\/ URL such as/],
    ["s3 bucket please", /^S3_URL must be an s3:\/\/ URL such as/],
    ["s3:///media", /^S3_URL must be an s3:\/\/ URL such as/],
    ["s3://host/media", /^S3_URL must carry the access key and its secret/],
    ["s3://key@host/media", /^S3_URL must carry the access key and its secret/],
    ["s3://key:%E0%A4%A@host/media", /^S3_URL must carry the access key and its secret/],
    ["s3://key:se/cret@host/media", /^S3_URL must (be an s3:\/\/ URL|carry the access key)/],
    ["s3://key:secret@host", /^S3_URL must name the bucket as its path/],
    ["s3://key:secret@host/", /^S3_URL must name the bucket as its path/],
    ["s3://key:secret@host/media/photos", /^S3_URL must name one bucket .* as its only path segment/],
    ["s3://key:secret@host/Media_Bucket", /^S3_URL must name one bucket/],
    ["s3://key:secret@host/media#x", /^S3_URL must not have a '#' fragment/],
    ["s3://key:secret@host/media?secure=false", /^S3_URL accepts only the parameters region and tls, not secure/],
    ["s3://key:secret@host/media?region=Europe West", /^S3_URL must give a region such as us-east-1/],
    ["s3://key:secret@host/media?tls=no", /^S3_URL must give tls as 'on' \(https, the default\) or 'off'/],
  ])("refuses S3_URL=%s with a message naming the problem and hiding the value", (value, message) => {
    const problems = problemsOf({ S3_URL: value });
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(problems[0]).toMatch(/\(value hidden\)$/);
    expect(problems[0]).not.toContain("secret@");
  });
});

describe("a refused URL that carries a password", () => {
  it.each([
    ["DATABASE_URL", "mysql://tahiti:Mot-de-passe-2027@db.internal/site", 'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://tahiti:***@db.internal/site")'],
    ["SMTP_URL", "http://mailer:Mot-de-passe-2027@smtp.internal:587", 'SMTP_URL must be an smtp:// or smtps:// URL (got "http://mailer:***@smtp.internal:587")'],
  ])("says %s with its password masked", (name, value, message) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toEqual([message]);
    expect(problems.join()).not.toContain("Mot-de-passe");
  });
});
