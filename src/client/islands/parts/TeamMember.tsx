import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "../../../components/ExternalLink";
import { SocialIcon } from "../../../components/shell/SocialIcon";

export interface ShowcaseMember {
  name: string;
  roles: string[];
  /** Self-hosted photo URL. */
  image: string;
  /** Professional profile; null for a member without one. */
  profile: string | null;
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
 * One member of `TeamShowcase` in its orbit slot (`slot-0` … `slot-4`): the photo (a link to the
 * profile where there is one), the name and the roles. Pointer and focus on it are reported
 * (`onHover`, `onFocusChange`): the showcase holds its orbit still meanwhile.
 */
export function TeamMember({
  member,
  slot,
  fallbackImage,
  profileLabel,
  onHover,
  onFocusChange,
}: {
  member: ShowcaseMember;
  slot: number;
  /** Photo shown when the member's photo fails to load. */
  fallbackImage: string;
  /** Suffix of the photo link's name, e.g. "LinkedIn profile". */
  profileLabel: string;
  onHover: (on: boolean) => void;
  onFocusChange: (on: boolean) => void;
}) {
  return (
    <li
      className={`team-member slot-${slot}${member.profile ? " has-profile" : ""}`}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
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
  );
}
