import { isolateThisFile } from './fileBoundary';

// The node projects' files share their worker's process and modules; this set-up runs again before
// each file (tests/setup/fileBoundary.ts).
isolateThisFile();
