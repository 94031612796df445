import type { Context } from "hono";
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { DeskView } from "../../content/desk";
import { clientAssets, deskAssets } from "../assets";
import { log } from "../log";
import { themeOf } from "../theme";
import type { AppEnv } from "../types";
import { DeskDocument } from "../views/desk/DeskDocument";
import type { DeskEnv } from "./access";
import { readCounts } from "./store";

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
