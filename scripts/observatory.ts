/**
 * `npm run observatory`: the MDN HTTP Observatory's score for every HTML route of the sitemap,
 * measured offline against the production build (loopback only).
 *
 * The Observatory scans a host over HTTP and HTTPS. Locally there is no TLS, so this script puts
 * two small fronts before `npm start`'s server, as Cloudflare does for the deployed site: an HTTPS
 * front with a self-signed certificate for `localhost` (trusted through NODE_EXTRA_CA_CERTS, which
 * Node reads at start: the scan runs in a child process that has it), and an HTTP front that
 * answers 301 to https ("Always Use HTTPS"). The package lives in scripts/observatory-package
 * with its own lockfile, installed on first use with `npm ci --ignore-scripts`: its install
 * script downloads the HSTS preload list (unreachable here; an empty list stands in, since no
 * local host is preloaded), and it brings a database stack the project never needs.
 *
 * Prints each route's score and grade, then the worst and the median. Needs `openssl`.
 * Usage: `npm run observatory` (OBSERVATORY_PORT overrides the server's port, default 8794).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startSite } from "../harness/site.ts";
import { median, range } from "./lib/stats.ts";

/** Its own folder and lockfile (scripts/observatory-package), installed on first use without install scripts. */
const PACKAGE_DIR = resolve("scripts/observatory-package");
const PACKAGE = join(PACKAGE_DIR, "node_modules/@mdn/mdn-http-observatory");

/** The part run in a child process with NODE_EXTRA_CA_CERTS set: scores each path, prints JSON. */
async function scanAll(httpPort: number, httpsPort: number, paths: string[]): Promise<void> {
  const { retrieve } = (await import(`${PACKAGE}/src/retriever/retriever.js`)) as {
    retrieve: (host: string, options: object) => Promise<{ responses: { auto?: { status: number } } }>;
  };
  const { ALL_TESTS } = (await import(`${PACKAGE}/src/constants.js`)) as {
    ALL_TESTS: ((r: unknown) => { result: string; pass: boolean; scoreModifier?: number })[];
  };
  const grader = (await import(`${PACKAGE}/src/grader/grader.js`)) as {
    getScoreModifier: (result: string) => number;
    getGradeForScore: (score: number) => { grade: string; score: number };
  };
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = (await import(`${PACKAGE}/src/grader/charts.js`)) as {
    MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  };
  const results = [];
  for (const path of paths) {
    const r = await retrieve("localhost", { httpPort, httpsPort, path });
    if (!r.responses.auto) throw new Error(`${path}: no answer`);
    // Graded as the Observatory package's scanner (its index.js) grades a scan.
    let withCredit = 100;
    let uncurved = 100;
    let passed = 0;
    const failed: string[] = [];
    for (const test of ALL_TESTS) {
      const output = test(r);
      if (!output.result) continue;
      const modifier = grader.getScoreModifier(output.result);
      if (output.pass) passed += 1;
      else failed.push(output.result);
      withCredit += modifier;
      if (modifier < 0) uncurved += modifier;
    }
    const { grade, score } = grader.getGradeForScore(
      uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved,
    );
    results.push({ path, status: r.responses.auto.status, score, grade, passed, tests: ALL_TESTS.length, failed });
  }
  console.log(JSON.stringify(results));
}

function certificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", keyFile, "-out", certFile, "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}

async function main(): Promise<number> {
  if (process.argv[2] === "--scan") {
    const [httpPort, httpsPort, ...paths] = process.argv.slice(3);
    await scanAll(Number(httpPort), Number(httpsPort), paths);
    return 0;
  }
  if (!existsSync(PACKAGE))
    execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: PACKAGE_DIR, stdio: "inherit" });
  const preload = join(PACKAGE, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");

  const server = await startSite({ port: Number(process.env.OBSERVATORY_PORT ?? 8794) });
  const origin = new URL(server.url);
  const dir = mkdtempSync(join(tmpdir(), "observatory-"));
  const { key, cert, certFile } = certificate(dir);
  // HTTPS front: passes each request to the local server as it is (the Host says localhost).
  const https = createHttpsServer({ key, cert }, (req, res) => {
    const upstream = httpRequest(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => https.listen(0, "127.0.0.1", r));
  const httpsPort = (https.address() as AddressInfo).port;
  // HTTP front: every request is sent to https, as "Always Use HTTPS" does.
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { location: `https://localhost:${httpsPort}${req.url ?? "/"}` }).end();
  });
  await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
  const httpPort = (http.address() as AddressInfo).port;

  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    paths.push("/no-such-page");
    const child = spawn(process.execPath, [process.argv[1]!, "--scan", String(httpPort), String(httpsPort), ...paths], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number>((r) => child.on("exit", (c) => r(c ?? 1)));
    if (code !== 0) throw new Error(`the scan failed (exit ${code})`);
    const results = JSON.parse(out.trim().split("\n").at(-1)!) as {
      path: string;
      status: number;
      score: number;
      grade: string;
      passed: number;
      tests: number;
      failed: string[];
    }[];
    for (const r of results)
      console.log(
        `${r.path.padEnd(34)} ${String(r.status).padEnd(4)} ${String(r.score).padStart(4)}  ${r.grade.padEnd(3)} ${r.passed}/${r.tests}${r.failed.length ? `  failed: ${r.failed.join(", ")}` : ""}`,
      );
    const pages = results.filter((r) => r.status === 200).map((r) => r.score);
    const [worst] = range(pages);
    console.log(
      `\n${pages.length} HTML routes: worst ${worst}, median ${median(pages)} (the 404 page: ${results.at(-1)?.score})`,
    );
    return 0;
  } finally {
    await new Promise((r) => https.close(r));
    await new Promise((r) => http.close(r));
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
