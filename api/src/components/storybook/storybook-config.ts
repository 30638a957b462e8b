import path from 'node:path';
import { z } from 'zod';
import { DESIGN_APPROVAL, STORYBOOK_ACCESS } from '@ciao/contracts';
import type { DesignApproval, StorybookAccess } from '@ciao/contracts';
import { optionalText } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';
import type { VisualReviewConfig } from '../releases/releases-config';

/** The defaults of an owner's settings (docs/storybook.md, "An owner's settings"), and where the build and Chromium are. */
export const storybookEnvironment = {
  STORYBOOK_ACCESS: z.enum(STORYBOOK_ACCESS).default('admins'),
  /** The static Storybook build; default `<WEB_ROOT>/storybook/storybook-static`. */
  STORYBOOK_DIR: optionalText,
  /** Whether a release whose stories look different needs a designer's approval before it goes live. */
  DESIGN_APPROVAL: z.enum(DESIGN_APPROVAL).default('off'),
  /** The Chromium that renders releases' stories for their visual review. */
  CHROMIUM_PATH: optionalText,
};

export type StorybookConfig = {
  /** `access` and the visual review's `approvalRequired`: the defaults until an owner saves the settings. */
  storybook: { access: StorybookAccess; designApproval: DesignApproval; folder: string | undefined };
  visualReview: VisualReviewConfig;
};

export const storybookConfigFrom = (e: EnvironmentOf<typeof storybookEnvironment>): StorybookConfig => ({
  storybook: {
    access: e.STORYBOOK_ACCESS,
    designApproval: e.DESIGN_APPROVAL,
    folder: e.STORYBOOK_DIR === undefined ? undefined : path.resolve(e.STORYBOOK_DIR),
  },
  visualReview: {
    approvalRequired: e.DESIGN_APPROVAL === 'required',
    chromiumPath: e.CHROMIUM_PATH ?? '/usr/bin/chromium',
  },
});
