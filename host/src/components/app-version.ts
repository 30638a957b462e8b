/** The host's package version: injected by the build (DefinePlugin), a Jest global in tests; 'dev' elsewhere (Storybook). */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
