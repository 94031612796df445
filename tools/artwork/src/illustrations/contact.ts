/** The contact page's illustration (1200 × 900). */
import { palette, tint } from "../core/palette.ts";
import { rect, stroke } from "../core/svg.ts";
import { groundShadow } from "../parts/backdrop.ts";
import { card } from "../parts/devices.ts";
import { plant } from "../parts/furniture.ts";
import { bubble, mapPin, sparkle } from "../parts/motifs.ts";
import { envelope, paperPlane } from "../parts/objects.ts";
import { iconTile } from "../parts/ui.ts";
import { B, scene } from "./scene.ts";

export function contact(): string {
  return scene(
    "contact",
    palette.amber,
    groundShadow(560, 800, 440, 30) +
      stroke("M830 250C700 160 560 180 500 300", tint(B, 0.5), 4, { "stroke-dasharray": "4 12" }) +
      envelope(320, 440, 500, B) +
      paperPlane(840, 170, 1.2, palette.teal) +
      bubble(110, 260, 260, palette.white) +
      bubble(880, 600, 240, palette.teal, false) +
      iconTile(130, 600, 100, "phone", palette.amber, true) +
      card(
        900,
        380,
        240,
        150,
        rect(12, 12, 216, 126, "#eef6f4", 12) +
          stroke("M12 80H228M120 12V138", palette.white, 10) +
          mapPin(120, 80, 44, palette.rose, "home"),
        20,
      ) +
      plant(1040, 700, 150) +
      sparkle(640, 110, 18, palette.amber),
  );
}
