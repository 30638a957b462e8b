// What the web front-ends import at run time: constants, texts, the age and image-URL rules, the
// form rules and the request rules (zod/mini, which tree-shakes). No zod classic and no decimal.js,
// so the first screen stays light: response schemas come from '@ciao/contracts' (types, and checks
// outside production), money from '@ciao/contracts/money' (docs/performance.md, "Shared entries
// and budgets").
export * from './api-paths';
export * from './constants';
export * from './language';
export * from './messages';
export * from './age';
export * from './image-url';
export * from './invite-link';
export * from './notification-topics';
export * from './push-message';
export * from './flag-evidence';
export * from './release-rollback';
export * from './activity-words';
export * from './registration-challenge';
export * from './schemas/forms';
export * from './schemas/single-line-text';
export * from './schemas/requests';
