/**
 * The site editor's words (`/admin` and its sign-in popup): operators' and editors' pages, not
 * the public site's, so they stay code (docs/architecture.md).
 */
export const adminWords = {
  title: "Site editor",
  appTitle: "Vertexa site editor",
  deskLink: "Lead desk",
  siteLink: "The site",
  barLabel: "Site editor",
  unprotected:
    "Unprotected local editor: anyone who can reach this address on this computer can use it. Choose “Work with Local Repository” and pick this project's folder to try changes on this computer; a deployed site opens the editor only through Cloudflare Access.",
  notSetUp: {
    title: "The site editor is not set up",
    message: (problem: string) => `${problem} (README.md, “Editing the site”).`,
  },
  noScript: "The site editor needs JavaScript.",
  signIn: {
    title: "Signing in to GitHub",
    working: "Signing in… this window closes by itself.",
    done: "Signed in. You can close this window if it stays open.",
    noOpener: "This window was not opened by the site editor: go to /admin and choose “Sign in with GitHub” there.",
    failed: "Sign-in failed",
    back: "Close this window and try again from the site editor.",
  },
  errors: {
    unsupported: "The site editor signs in with GitHub only.",
    notConfigured:
      "GitHub sign-in is not set up: the site needs GITHUB_OAUTH_CLIENT_ID (a var) and GITHUB_OAUTH_CLIENT_SECRET (a secret).",
    badOverride:
      "GitHub's addresses may only be changed to this computer (GITHUB_OAUTH_AUTHORIZE_URL and GITHUB_OAUTH_TOKEN_URL, for tests).",
    noState: "This sign-in has expired or was already used (no sign-in is waiting in this browser). Start again.",
    wrongState: "This sign-in does not belong to this browser: it was refused. Start again from the site editor.",
    noCode: "GitHub sent no authorization code back.",
    github: (what: string) => `GitHub refused the sign-in: ${what}`,
    unreachable: "GitHub could not be reached to finish the sign-in. Try again in a moment.",
    malformed: "GitHub's answer could not be read. Try again in a moment.",
  },
} as const;
