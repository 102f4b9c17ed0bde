/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The production public host (PUBLIC_HOST at build time). */
  readonly PUBLIC_HOST?: string;
}
