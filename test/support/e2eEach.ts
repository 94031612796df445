/**
 * Setup file of the e2e project, run before each test file. The e2e files share one worker and its
 * module cache (`isolate: false`), so a hook registered by a shared module would be registered for
 * the first file only: the per-test hooks are registered here, for every file.
 */
import { afterEach } from "vitest";
import { closeOpenPages } from "./browser";

// Every page a test opens is closed after that test, whatever the test did.
afterEach(closeOpenPages);
