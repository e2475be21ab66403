import {
  Anchor,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  InputWrapper,
  type MantineColorsTuple,
  Notification,
  PasswordInput,
  type VariantColorsResolver,
} from '@mantine/core';
import { PasswordVisibilityIcon } from './components/PasswordVisibilityIcon';
import { darker, readableOn } from './themeContrast';

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

const WHITE = '#ffffff';
/** The page background of the public pages and of cards' inner panels. */
const PAGE_GRAY = DEFAULT_THEME.colors.gray[0];

/**
 * Gray 6 is Mantine's dimmed text (3.3:1 on white) and gray 5 its placeholder text (e.g. a file
 * input's "Choose a photo"): both darkened to pass on white, on the gray page background and on
 * the pale green of an unread notification. The other grays (borders, backgrounds) are unchanged.
 */
const gray = DEFAULT_THEME.colors.gray.map((shade, i) =>
  i === 5 || i === 6 ? readableOn(shade, [WHITE, PAGE_GRAY, brand[0]]) : shade,
) as unknown as MantineColorsTuple;

/** A field's error message ("… is required"): Mantine's red 6 is 3.6:1 on white, too faint to read. */
/** Red text that reads on white (4.5:1): field errors and the problem line of forms. */
export const ERROR_TEXT = readableOn(DEFAULT_THEME.colors.red[6], [WHITE]);

const PALETTE: Record<string, readonly string[]> = { ...DEFAULT_THEME.colors, brand, gray };
const PRIMARY_SHADE = 7;

/**
 * Text on light, subtle and outline variants (badges such as PENDING, subtle buttons) is the
 * colour's darkest shade, darkened further until it reads on its own tint; filled variants
 * (green Approve, yellow counts) get a background dark enough for white text.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const name = input.color ?? 'brand';
  const shades = PALETTE[name];
  if (!shades) return base;
  if (input.variant === 'light' || input.variant === 'subtle' || input.variant === 'outline' || input.variant === 'transparent') {
    // Mantine 9 paints light variants on shade 1, and their hover on shade 2.
    return { ...base, color: readableOn(shades[9], [WHITE, shades[1], shades[2], PAGE_GRAY]) };
  }
  if (input.variant === 'filled') {
    const background = readableOn(shades[PRIMARY_SHADE], [WHITE]);
    return { ...base, background, hover: darker(background, 0.88), color: WHITE };
  }
  return base;
};

/**
 * The theme with the words it carries in the language of the moment: icon-only close buttons
 * (the dialog's and the toast's "X") are named, or a screen reader announces just "button".
 */
export const themeOf = (closeLabel: string) => {
  const CLOSE_BUTTON = { 'aria-label': closeLabel };
  return createTheme({
    primaryColor: 'brand',
    primaryShade: PRIMARY_SHADE,
    colors: { brand, gray },
    variantColorResolver,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    components: {
      PasswordInput: PasswordInput.extend({ defaultProps: passwordInputDefaults }),
      // Links inside text are underlined, not told apart by colour alone.
      Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
      // A plain entry rather than Modal.extend: importing Modal here would put every dialog's code
      // (focus trap, floating UI, scroll area) into the first download of /login.
      Modal: { defaultProps: { closeButtonProps: CLOSE_BUTTON } },
      Notification: Notification.extend({ defaultProps: { closeButtonProps: CLOSE_BUTTON } }),
      InputWrapper: InputWrapper.extend({ styles: { error: { color: ERROR_TEXT } } }),
    },
  });
};

export const theme = themeOf('Close');
