/** The cross-engine suite in chromium. */
import { crossSuite } from "./suite";

crossSuite("chromium");
