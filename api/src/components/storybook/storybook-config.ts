import path from 'node:path';
import { z } from 'zod';
import { optionalText } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';
import type { VisualReviewConfig } from '../releases/releases-config';

/** Who may open the served Storybook (docs/storybook.md): anyone, signed-in admins, or nobody. */
const STORYBOOK_ACCESS = ['public', 'admins', 'off'] as const;
export type StorybookAccess = (typeof STORYBOOK_ACCESS)[number];

export const storybookEnvironment = {
  STORYBOOK_ACCESS: z.enum(STORYBOOK_ACCESS).default('admins'),
  /** The static Storybook build; default `<WEB_ROOT>/storybook/storybook-static`. */
  STORYBOOK_DIR: optionalText,
  /** Whether a release whose stories look different needs a designer's approval before it goes live. */
  DESIGN_APPROVAL: z.enum(['required', 'off']).default('off'),
  /** The Chromium that renders releases' stories for their visual review. */
  CHROMIUM_PATH: optionalText,
};

export type StorybookConfig = {
  storybook: { access: StorybookAccess; folder: string | undefined };
  visualReview: VisualReviewConfig;
};

export const storybookConfigFrom = (e: EnvironmentOf<typeof storybookEnvironment>): StorybookConfig => ({
  storybook: {
    access: e.STORYBOOK_ACCESS,
    folder: e.STORYBOOK_DIR === undefined ? undefined : path.resolve(e.STORYBOOK_DIR),
  },
  visualReview: {
    approvalRequired: e.DESIGN_APPROVAL === 'required',
    chromiumPath: e.CHROMIUM_PATH ?? '/usr/bin/chromium',
  },
});
