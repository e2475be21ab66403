import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A clinical green. */
const brand: MantineColorsTuple = ['#e6f7ef', '#cfeadf', '#a2d5bf', '#72bf9d', '#4aac80', '#31a06e', '#219a64', '#0b7a4b', '#006d42', '#005e37'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
