/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The production public host (PUBLIC_HOST at build time). */
  readonly VITE_PUBLIC_HOST?: string;
}
