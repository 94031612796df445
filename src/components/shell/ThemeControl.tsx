import {
  themeChoices,
  themeEndpoint,
  themeFields,
  themeUi,
  type StoredTheme,
  type ThemeChoice,
} from "../../content/theme";
import { uiIcons } from "../Icon";

const { Monitor, Moon, Sun, SunMoon } = uiIcons;
const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemeChoice, unknown>;

/**
 * Light / dark / system, in the header: on wide screens a button opening the three choices (a
 * disclosure like the services menu, src/client/shell.ts), in the small screens' menu panel the
 * three choices in a row. A plain form: without JavaScript a choice posts and comes back to
 * `returnTo` (303; the home page without it); with it `src/client/theme.ts` switches at once. The
 * stored choice (`theme`, from the cookie) is pressed; without one, "system".
 */
export function ThemeControl({ theme, returnTo }: { theme?: StoredTheme; returnTo?: string }) {
  return (
    <div className="theme-menu" data-disclosure-group>
      <button
        type="button"
        className="theme-toggle"
        data-disclosure
        aria-expanded="false"
        aria-controls="theme-options"
        aria-label={themeUi.legend}
      >
        <SunMoon size={20} aria-hidden="true" />
      </button>
      <form id="theme-options" className="theme-options" method="post" action={themeEndpoint} data-theme-control>
        <fieldset>
          <legend className="visually-hidden">{themeUi.legend}</legend>
          {returnTo ? <input type="hidden" name={themeFields.back} value={returnTo} /> : null}
          {themeChoices.map((choice) => {
            const Glyph = icons[choice];
            return (
              <button
                key={choice}
                type="submit"
                name={themeFields.choice}
                value={choice}
                aria-pressed={choice === (theme ?? "system")}
              >
                <Glyph size={18} aria-hidden="true" />
                {themeUi.choices[choice]}
              </button>
            );
          })}
        </fieldset>
      </form>
    </div>
  );
}
