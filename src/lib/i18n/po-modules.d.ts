// @lingui/vite-plugin compiles .po catalogs on import; scripts/build/catalog-parts.ts their ?boot and ?rest parts.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?boot' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
