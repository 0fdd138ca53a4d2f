/**
 * Files of the built web app (public/files/demo) that demo rows may point at where a file or
 * picture is required: addresses a file field accepts, so that a seeded row saves unchanged.
 */
export const DEMO_FILES = {
  image: '/files/demo/marketing/banner-1.png',
  file: '/files/demo/firmware/firmware-demo.bin',
} as const;
