// Values the build puts into the app (see the appVersion plugin in vite.config.ts).

interface ImportMetaEnv {
  /** "0.1.0+20261121T054200" in a build; "development" under the dev server. */
  readonly VITE_APP_VERSION?: string;
}
