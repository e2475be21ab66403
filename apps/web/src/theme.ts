import { createTheme, type MantineColorsTuple, PasswordInput } from '@mantine/core';
import { PasswordVisibilityIcon } from './components/PasswordVisibilityIcon';

/** A clinical green. */
const brand: MantineColorsTuple = ['#e6f7ef', '#cfeadf', '#a2d5bf', '#72bf9d', '#4aac80', '#31a06e', '#219a64', '#0b7a4b', '#006d42', '#005e37'];

/**
 * Every password field: the show/hide button can be reached with Tab (Mantine skips it by
 * default) and is named by its action. Mantine's fixed aria-label and aria-pressed are
 * replaced, since the name itself now says the state ("Show" / "Hide password").
 */
export const passwordInputDefaults = {
  visibilityToggleFocusable: true,
  visibilityToggleIcon: PasswordVisibilityIcon,
  visibilityToggleButtonProps: { 'aria-label': undefined, 'aria-pressed': undefined },
} satisfies PasswordInput.Props;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    PasswordInput: PasswordInput.extend({ defaultProps: passwordInputDefaults }),
  },
});
