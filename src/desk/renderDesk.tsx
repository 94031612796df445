import type { Context } from "hono";
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { DeskView } from "./words";
import { clientAssets, deskAssets } from "../server/assets";
import { log } from "../server/log";
import { themeOf } from "../server/theme";
import type { AppEnv } from "../server/types";
import { DeskDocument } from "./views/DeskDocument";
import type { DeskEnv } from "./gate";
import { readCounts } from "./storeCalls";

/**
 * Streams a desk page in the desk's document, with the operator's colour scheme (the site's theme
 * cookie) and how many leads each tab holds (one count in the store). Never prerendered or stored:
 * the desk's headers middleware marks every answer.
 *
 * @example return renderDesk(c, { title: "Inbox", current: "inbox", page: <InboxPage … /> });
 */
export async function renderDesk(
  c: Context<DeskEnv>,
  { title, current, page }: { title: string; current?: DeskView | "erase" | "figures"; page: ReactElement },
  status: 200 | 400 | 404 = 200,
): Promise<Response> {
  const stream = await renderToReadableStream(
    <DeskDocument
      title={title}
      current={current}
      counts={await readCounts(c.env)}
      operator={c.get("operator")}
      theme={themeOf(c as unknown as Context<AppEnv>)}
      site={clientAssets}
      desk={deskAssets}
    >
      {page}
    </DeskDocument>,
    {
      onError(error) {
        log("error", "render_error", { path: c.req.path, message: String(error) });
      },
    },
  );
  return c.body(stream, status, { "Content-Type": "text/html; charset=utf-8", Vary: "Cookie" });
}
