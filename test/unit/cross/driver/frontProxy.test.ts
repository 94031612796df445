import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startFrontProxy, type FrontProxy } from "../../../cross/driver/frontProxy";

let upstream: Server | undefined;
let proxy: FrontProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await stopUpstream();
  proxy = undefined;
});

async function stopUpstream(): Promise<void> {
  const server = upstream;
  upstream = undefined;
  if (!server) return;
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closed;
}

/**
 * An upstream that closes a kept-alive connection as its second request arrives, unanswered: what
 * a server timing out an idle connection does when the proxy reuses it at that moment.
 */
async function closingUpstream(): Promise<{ url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const served = new WeakMap<object, number>();
  upstream = createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (count > 1) return void req.socket.destroy();
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      bodies.push(body);
      res.writeHead(200, { "content-type": "text/javascript" });
      res.end(`// ${req.method} ${req.url}`);
    });
  });
  await new Promise<void>((resolve) => upstream!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, bodies };
}

describe("the cross suite's front proxy", () => {
  it("sends a GET again on a new connection when a reused one is closed under it", async () => {
    const { url } = await closingUpstream();
    proxy = await startFrontProxy(url);
    for (const path of ["/assets/entry.js", "/assets/PortfolioFilter.js", "/assets/other.js"]) {
      const answer = await fetch(new URL(path, proxy.url));
      expect({ status: answer.status, type: answer.headers.get("content-type"), body: await answer.text() }).toEqual({
        status: 200,
        type: "text/javascript",
        body: `// GET ${path}`,
      });
    }
  });

  it("passes a POST's body through, and answers 502 in words when the upstream is gone", async () => {
    const { url, bodies } = await closingUpstream();
    proxy = await startFrontProxy(url);
    const posted = await fetch(new URL("/api/contact", proxy.url), { method: "POST", body: "name=Ada" });
    expect(posted.status).toBe(200);
    expect(bodies).toEqual(["name=Ada"]);
    await stopUpstream();
    const gone = await fetch(new URL("/assets/entry.js", proxy.url));
    expect(gone.status).toBe(502);
    expect(await gone.text()).toMatch(/^front proxy: /);
  });
});
