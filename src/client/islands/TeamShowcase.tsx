import { useEffect, useRef, useState } from "react";
import { teamShowcase } from "../../content/motion";
import { ui } from "../../content/controls";
import { TeamMember, type ShowcaseMember } from "./parts/TeamMember";
import { useMedia } from "./useMedia";
import { useOnScreen } from "./useOnScreen";

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

const { pageSize, autoAdvanceMs, orbitTurnMs, mobileBreakpointPx, dotPauseMs } = teamShowcase;

/** A whole turn, clockwise (1) or back (-1), forever: transform only, so the compositor draws it. */
function turn(element: Element, direction: 1 | -1): Animation {
  return element.animate([{ transform: "rotate(0deg)" }, { transform: `rotate(${direction * 360}deg)` }], {
    duration: orbitTurnMs,
    iterations: Infinity,
  });
}

function pagesOf<T>(list: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < list.length; i += pageSize) pages.push(list.slice(i, i + pageSize));
  return pages;
}

/**
 * The rotating circular team showcase: five members a page orbit the centre, one turn in 36 s;
 * pages advance every 10 s and cycle; hovering or focusing a member pauses the orbit, and so does a
 * page dot for 100 ms; page dots jump to a page. Below 768 px (and without JavaScript) the members
 * show as a grid.
 *
 * Geometry: each member sits in a slot class (`slot-0` … `slot-4`, 72° apart). The orbit is a
 * Web Animation of `transform` only — each ring turns, each member turns back by as much, so faces
 * stay upright — which the compositor runs without the main thread (it used to be a CSS variable
 * written every 30 ms, a style recalculation of every member each time). Only the shown page has
 * animations; a new page takes over the angle where the last one was.
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
  const motion = useRef<Animation[]>([]);
  /** Where the orbit was when its animations were last replaced (ms into a turn). */
  const angleMs = useRef(0);
  const hovering = useRef(false);
  const focused = useRef(false);
  /** True for `dotPauseMs` after a dot: the orbit holds still while the new page appears. */
  const [holding, setHolding] = useState(false);
  const still = useRef(true);
  still.current = paused || !onScreen || holding;

  /** Plays or pauses the whole orbit at once, so rings and members keep one angle. */
  const syncMotion = () => {
    const stop = still.current || hovering.current || focused.current;
    for (const animation of motion.current) {
      if (stop && animation.playState !== "paused") animation.pause();
      if (!stop && animation.playState !== "running") animation.play();
    }
  };

  /** A member hovered or focused holds the orbit still; pages do not advance meanwhile. */
  const hover = (on: boolean) => {
    hovering.current = on;
    syncMotion();
  };
  const focus = (on: boolean) => {
    focused.current = on;
    syncMotion();
  };

  useEffect(() => {
    const element = orbit.current;
    if (!element || !wide || reducedMotion) return;
    // Only the shown page turns: an animation under `display: none` cannot run on the compositor,
    // and would restyle its element on the main thread every frame.
    const ring = element.querySelector(".team-ring.is-current");
    if (!ring) return;
    const animations = [turn(ring, 1), ...[...ring.querySelectorAll(".team-member-inner")].map((m) => turn(m, -1))];
    for (const animation of animations) animation.currentTime = angleMs.current;
    motion.current = animations;
    syncMotion();
    return () => {
      angleMs.current = Number(animations[0]?.currentTime ?? 0);
      for (const animation of animations) animation.cancel();
      motion.current = [];
    };
  }, [wide, reducedMotion, page]);

  useEffect(syncMotion, [paused, onScreen, holding]);

  useEffect(() => {
    if (!holding) return;
    const id = window.setTimeout(() => setHolding(false), dotPauseMs);
    return () => window.clearTimeout(id);
  }, [holding, picked]);

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
    setHolding(true);
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
              <TeamMember
                key={member.name}
                member={member}
                slot={slot}
                fallbackImage={fallbackImage}
                profileLabel={profileLabel}
                onHover={hover}
                onFocusChange={focus}
              />
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
