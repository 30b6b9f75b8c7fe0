import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The dom project runs without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy*/waitFor wait up to 5 s: dialogs and toasts animate, and CI machines are busy.
configure({ asyncUtilTimeout: 5000 });
