/** The cross-engine suite in webkit. */
import { crossSuite } from "./suite";

crossSuite("webkit");
