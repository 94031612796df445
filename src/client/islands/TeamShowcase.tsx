import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "../../components/ExternalLink";
import { SocialIcon } from "../../components/shell/SocialIcon";
import { teamShowcase } from "../../content/motion";
import { ui } from "../../content/ui";
import { useOnScreen } from "./useOnScreen";

export interface ShowcaseMember {
  name: string;
  roles: string[];
  /** Self-hosted photo URL. */
  image: string;
  /** Professional profile; null for a member without one. */
  profile: string | null;
}

export interface TeamShowcaseProps {
  /** Accessible name of the showcase. */
  label: string;
  members: ShowcaseMember[];
  /** Photo shown when a member's photo fails to load. */
  fallbackImage: string;
  /** "Show team page" → "Show team page 2". */
  pageLabel: string;
  /** Label of the pause toggle. */
  pauseLabel: string;
  /** Suffix of a photo link's name, e.g. "LinkedIn profile". */
  profileLabel: string;
  centerTitle: string;
  centerText: string;
}

const { pageSize, autoAdvanceMs, rotationStepDeg, rotationIntervalMs, mobileBreakpointPx, dotPauseMs } = teamShowcase;

function pagesOf<T>(list: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < list.length; i += pageSize) pages.push(list.slice(i, i + pageSize));
  return pages;
}

/** Whether `query` matches, tracked after mount (false on the server and during hydration). */
function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/**
 * A photo that falls back to the default portrait when it fails to load (also when it failed
 * before hydration). The failure is logged as a warning.
 */
function MemberPhoto({ src, fallback, name }: { src: string; fallback: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const fail = () => {
    if (failed) return;
    console.warn(`Team photo of ${name} failed to load (${src}); showing the default portrait.`);
    setFailed(true);
  };
  // A photo that failed before hydration never reaches onError: replay its error event.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) img.dispatchEvent(new Event("error"));
  }, []);
  return (
    <img
      ref={ref}
      className="team-photo-img"
      src={failed ? fallback : src}
      alt=""
      width={192}
      height={192}
      loading="lazy"
      decoding="async"
      onError={fail}
    />
  );
}

/**
 * The rotating circular team showcase: five members a page orbit the centre, 0.3° every
 * 30 ms; pages advance every 10 s and cycle; hovering or focusing a member pauses the orbit; page
 * dots jump to a page. Below 768 px (and without JavaScript) the members show as a grid.
 *
 * Geometry: each member sits in a slot class (`slot-0` … `slot-4`, 72° apart) and the orbit's
 * angle is one CSS custom property written through the CSSOM — no inline styles in the markup.
 */
export default function TeamShowcase({
  label,
  members,
  fallbackImage,
  pageLabel,
  pauseLabel,
  profileLabel,
  centerTitle,
  centerText,
}: TeamShowcaseProps) {
  const pages = pagesOf(members);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  /** Bumped when the visitor picks a page, to restart the auto-advance timer. */
  const [picked, setPicked] = useState(0);
  const wide = useMedia(`(min-width: ${mobileBreakpointPx}px)`);
  const reducedMotion = useMedia("(prefers-reduced-motion: reduce)");
  const orbit = useRef<HTMLDivElement>(null);
  // Nothing moves off screen or in a hidden tab; the angle and the page are kept, so it resumes there.
  const onScreen = useOnScreen(orbit);
  const angle = useRef(0);
  const hovering = useRef(false);
  const focused = useRef(false);
  const holdUntil = useRef(0);

  // The orbit: 0.3° every 30 ms, unless paused, hovered, focused or just moved by a dot.
  useEffect(() => {
    const element = orbit.current;
    if (!element || !wide || reducedMotion || paused || !onScreen) return;
    const id = window.setInterval(() => {
      if (hovering.current || focused.current || Date.now() < holdUntil.current) return;
      angle.current = (angle.current + rotationStepDeg) % 360;
      element.style.setProperty("--orbit-angle", `${angle.current.toFixed(1)}deg`);
    }, rotationIntervalMs);
    return () => window.clearInterval(id);
  }, [wide, reducedMotion, paused, onScreen]);

  // Pages advance every 10 s and cycle (not while a member is hovered or focused).
  useEffect(() => {
    if (reducedMotion || paused || !onScreen || pages.length < 2) return;
    const id = window.setInterval(() => {
      if (hovering.current || focused.current) return;
      setPage((current) => (current + 1) % pages.length);
    }, autoAdvanceMs);
    return () => window.clearInterval(id);
  }, [reducedMotion, paused, onScreen, pages.length, picked]);

  const showPage = (index: number) => {
    holdUntil.current = Date.now() + dotPauseMs;
    setPage(index);
    setPicked((n) => n + 1);
  };

  return (
    <div className="team-showcase" role="group" aria-label={label}>
      <div className="team-orbit" ref={orbit}>
        <div className="team-center" aria-hidden="true">
          <span className="team-center-title">{centerTitle}</span>
          <span className="team-center-text">{centerText}</span>
        </div>
        {pages.map((pageMembers, index) => (
          <ul
            key={index}
            className={`team-ring${index === page ? " is-current" : ""}`}
            aria-label={ui.teamShowcasePage(label, index + 1, pages.length)}
          >
            {pageMembers.map((member, slot) => (
              <li
                key={member.name}
                className={`team-member slot-${slot}${member.profile ? " has-profile" : ""}`}
                onMouseEnter={() => (hovering.current = true)}
                onMouseLeave={() => (hovering.current = false)}
                onFocus={() => (focused.current = true)}
                onBlur={() => (focused.current = false)}
              >
                <div className="team-member-inner">
                  {member.profile ? (
                    <ExternalLink
                      className="team-photo"
                      href={member.profile}
                      hiddenText={
                        <>
                          {member.name}, {profileLabel}
                        </>
                      }
                    >
                      <MemberPhoto src={member.image} fallback={fallbackImage} name={member.name} />
                      <span className="team-photo-icon" aria-hidden="true">
                        <SocialIcon network="linkedin" size={36} />
                      </span>
                    </ExternalLink>
                  ) : (
                    <span className="team-photo">
                      <MemberPhoto src={member.image} fallback={fallbackImage} name={member.name} />
                    </span>
                  )}
                  <p className="team-name">{member.name}</p>
                  {member.roles.map((role) => (
                    <p key={role} className="team-role">
                      {role}
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <div className="team-controls">
        <ul className="team-dots">
          {pages.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                className="team-dot"
                aria-pressed={index === page}
                aria-label={`${pageLabel} ${index + 1}`}
                onClick={() => showPage(index)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className="team-pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {pauseLabel}
        </button>
      </div>
    </div>
  );
}
