/** An icon of the site's icon set, picked from a drop-down. */
import { ICON_NAMES } from "../icons.ts";
import { choice } from "./fields.ts";

export const icon = (title = "Icon", hint?: string) => choice(ICON_NAMES, title, hint);
