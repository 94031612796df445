import { useEffect, useRef, useState } from "react";

/** An image that has finished loading without producing a picture (blocked, missing, corrupt). */
const isBroken = (img: HTMLImageElement) => img.complete && img.currentSrc !== "" && img.naturalWidth === 0;

/** Average glyph width of the placeholder's bold sans-serif, in em: keeps long names inside. */
const GLYPH_EM = 0.62;

/**
 * Watches the image of its frame (the nearest `[data-image-frame]`) and, if it fails to load,
 * shows a placeholder generated right here — the product name on brand colours, same aspect
 * ratio — in its place. Nothing is fetched for it. Server and first client render are identical
 * (hidden); a failure that happened before hydration is picked up from the image's state.
 *
 * @example <Island component={ImageFallback} props={{ name: "HelpWave", width: 1200, height: 900 }} />
 */
export default function ImageFallback({ name, width, height }: { name: string; width: number; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const img = ref.current?.closest("[data-image-frame]")?.querySelector("img");
    if (!img) return;
    const onError = () => setFailed(true);
    const onLoad = () => setFailed(isBroken(img));
    if (isBroken(img)) setFailed(true);
    img.addEventListener("error", onError);
    img.addEventListener("load", onLoad);
    return () => {
      img.removeEventListener("error", onError);
      img.removeEventListener("load", onLoad);
    };
  }, []);

  const fontSize = Math.round(Math.min(height * 0.12, (width * 0.8) / (name.length * GLYPH_EM)));
  return (
    <div ref={ref} className="image-fallback" hidden={!failed}>
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
