import { site } from "../../content/site";

/** The company mark drawn inline (no request), with the company name beside it. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className={`logo logo-${tone}`}>
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M8 9h4.2L16 19.6 19.8 9H24l-6.2 15h-3.6z" fill="#fff" />
        <circle cx="24" cy="9" r="2.2" fill="#5eead4" />
      </svg>
      <span className="logo-name">{site.name}</span>
    </span>
  );
}
