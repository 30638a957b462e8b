/** The app's name and colours (brand.cjs). */
export const APP_TITLE: string;
export const APP_SHORT_NAME: string;
export const APP_DESCRIPTION: string;
export const THEME_COLOR: string;
export const BACKGROUND_COLOR: string;
export const colors: Record<string, string>;
