/** The home page's hero illustration (1200 × 900). */
import { palette, tint } from "../core/palette.ts";
import { at, stroke } from "../core/svg.ts";
import { groundShadow } from "../parts/backdrop.ts";
import { monitor, phone } from "../parts/devices.ts";
import { rocket, sparkle } from "../parts/motifs.ts";
import { chartCard, codeWindow, iconTile } from "../parts/ui.ts";
import { teamAt } from "../people/cast.ts";
import { avatar } from "../people/portrait.ts";
import { creatorStats } from "../screens/phone/music.ts";
import { dashboard } from "../screens/web/insurance.ts";
import { B, brandTheme, scene } from "./scene.ts";

export function homeHero(): string {
  const t = brandTheme();
  return scene(
    "home-hero",
    palette.teal,
    groundShadow(600, 800, 470, 34) +
      stroke("M180 700C420 640 700 560 980 260", tint(B, 0.4), 5, { "stroke-dasharray": "4 14" }) +
      monitor(250, 170, 640, at(0, 0, dashboard(t), 0.616)) +
      codeWindow(80, 470, 380, 260, B) +
      phone(850, 330, 0.6, creatorStats(t)) +
      chartCard(500, 640, 300, 180, B) +
      rocket(1040, 170, 0.75, B) +
      iconTile(560, 70, 76, "code", B, true) +
      iconTile(140, 770, 64, "gear", palette.amber) +
      avatar(190, 260, 44, teamAt(0), "hh") +
      avatar(1110, 470, 40, teamAt(1), "hh") +
      avatar(330, 120, 34, teamAt(2), "hh") +
      sparkle(760, 110, 18, palette.amber) +
      sparkle(1120, 620, 12, palette.teal),
  );
}
