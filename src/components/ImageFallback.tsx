/** Average glyph width of the placeholder's bold sans-serif, in em: keeps long names inside. */
const GLYPH_EM = 0.62;

/**
 * The placeholder of an image that fails to load: the product name on brand colours, same aspect
 * ratio, generated right here (nothing is fetched for it). Rendered hidden inside the image's
 * frame (the nearest `[data-image-frame]`); the shell (`src/client/imageFallback.ts`) shows it
 * if the image fails, also when it failed before the script ran. No React in the browser.
 *
 * @example <ImageFallback name="HelpWave" width={1200} height={900} />
 */
export function ImageFallback({ name, width, height }: { name: string; width: number; height: number }) {
  const fontSize = Math.round(Math.min(height * 0.12, (width * 0.8) / (name.length * GLYPH_EM)));
  return (
    <div className="image-fallback" data-image-fallback hidden>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={name}
        focusable="false"
      >
        <rect className="image-fallback-bg" width={width} height={height} />
        <circle className="image-fallback-orb" cx={width * 0.85} cy={height * 0.15} r={height * 0.35} />
        <circle className="image-fallback-orb" cx={width * 0.1} cy={height * 0.95} r={height * 0.25} />
        <text
          className="image-fallback-name"
          x={width / 2}
          y={height / 2}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={fontSize}
        >
          {name}
        </text>
      </svg>
    </div>
  );
}
