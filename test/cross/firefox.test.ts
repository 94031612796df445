/** The cross-engine suite in firefox. */
import { crossSuite } from "./suite";

crossSuite("firefox");
