/**
 * Applies .storybook/preview to portable stories, so tests render stories as Storybook does, and
 * unmounts after each test (the dom project runs without vitest globals, so Testing Library
 * cannot register its own cleanup) and forgets what a story kept in localStorage (form drafts).
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);
afterEach(() => {
  cleanup();
  localStorage.clear();
});
