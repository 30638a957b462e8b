/** The host's package version, injected at build time (DefinePlugin; a Jest global in tests). */
declare const __APP_VERSION__: string;

/** Images are emitted as content-hashed files; importing one gives its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
