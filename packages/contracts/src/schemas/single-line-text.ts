import { z } from 'zod/mini';

export const CONTROL_CHARACTERS_MESSAGE = 'Expected text without control characters';

/**
 * Every single-line text field (names, e-mails, codes, URLs, search boxes) refuses control
 * characters (U+0000-U+001F, U+007F-U+009F): a NUL would be stored as `\0`, a newline breaks logs and CSVs.
 */
export const noControlCharacters = () => z.regex(/^\P{Cc}*$/u, CONTROL_CHARACTERS_MESSAGE);
