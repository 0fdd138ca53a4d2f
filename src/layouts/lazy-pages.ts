import { lazyChunk } from '../app/chunk-errors';

// The shell's fixed pages load when shown: a list opened from a link loads none of the home,
// account or error pages (Result's illustrations, the account forms, statistics).
export const HomePage = lazyChunk(async () => ({ default: (await import('../pages/home/home-page')).HomePage }));
export const NoHomePage = lazyChunk(async () => ({ default: (await import('../pages/home/no-home-page')).NoHomePage }));
export const AccountCenter = lazyChunk(async () => ({
  default: (await import('../pages/account/account-center')).AccountCenter,
}));
export const AccountSettingsBase = lazyChunk(async () => ({
  default: (await import('../pages/account/account-settings-base')).AccountSettingsBase,
}));
export const ExceptionPage = lazyChunk(async () => ({
  default: (await import('../pages/errors/exception-page')).ExceptionPage,
}));
export const IframePage = lazyChunk(async () => ({
  default: (await import('../pages/iframe/iframe-page')).IframePage,
}));
