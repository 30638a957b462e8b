/// <reference path="styled.d.ts" preserve="true" />
declare const tokens: {
    readonly colors: {
        primary: string;
        primaryHover: string;
        primaryActive: string;
        primarySubtle: string;
        onPrimary: string;
        accent: string;
        accentHover: string;
        accentSubtle: string;
        onAccent: string;
        success: string;
        successSubtle: string;
        successBorder: string;
        onSuccess: string;
        danger: string;
        dangerHover: string;
        dangerSubtle: string;
        dangerBorder: string;
        onDanger: string;
        warning: string;
        warningSubtle: string;
        warningBorder: string;
        onWarning: string;
        info: string;
        infoSubtle: string;
        infoBorder: string;
        onInfo: string;
        background: string;
        surface: string;
        surfaceMuted: string;
        surfaceHover: string;
        inverseSurface: string;
        onInverseSurface: string;
        text: string;
        textMuted: string;
        border: string;
        borderStrong: string;
        focusRing: string;
        overlay: string;
    };
    readonly fonts: {
        readonly body: "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\"";
        readonly mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, \"Liberation Mono\", monospace";
    };
    readonly fontSizes: {
        readonly xs: "0.75rem";
        readonly sm: "0.875rem";
        readonly md: "1rem";
        readonly lg: "1.125rem";
        readonly xl: "1.25rem";
        readonly '2xl': "1.5rem";
        readonly '3xl': "1.875rem";
        readonly '4xl': "2.25rem";
    };
    readonly fontWeights: {
        readonly regular: 400;
        readonly medium: 500;
        readonly semibold: 600;
        readonly bold: 700;
    };
    readonly lineHeights: {
        readonly tight: 1.25;
        readonly snug: 1.375;
        readonly normal: 1.5;
    };
    readonly space: {
        readonly 0: "0";
        readonly 1: "0.25rem";
        readonly 2: "0.5rem";
        readonly 3: "0.75rem";
        readonly 4: "1rem";
        readonly 5: "1.25rem";
        readonly 6: "1.5rem";
        readonly 8: "2rem";
        readonly 10: "2.5rem";
        readonly 12: "3rem";
        readonly 16: "4rem";
    };
    readonly radii: {
        readonly none: "0";
        readonly sm: "4px";
        readonly md: "8px";
        readonly lg: "12px";
        readonly xl: "16px";
        readonly full: "9999px";
    };
    readonly shadows: {
        readonly sm: "0 1px 2px rgba(15, 23, 42, 0.06)";
        readonly md: "0 2px 8px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.06)";
        readonly lg: "0 12px 32px rgba(15, 23, 42, 0.18)";
        readonly focus: `0 0 0 3px ${string}`;
    };
    readonly breakpoints: {
        readonly sm: "480px";
        readonly md: "768px";
        readonly lg: "1024px";
        readonly xl: "1280px";
    };
    readonly media: {
        readonly sm: "@media (min-width: 480px)";
        readonly md: "@media (min-width: 768px)";
        readonly lg: "@media (min-width: 1024px)";
        readonly xl: "@media (min-width: 1280px)";
        readonly reducedMotion: "@media (prefers-reduced-motion: reduce)";
    };
    readonly zIndices: {
        readonly base: 0;
        readonly sticky: 100;
        readonly overlay: 1000;
        readonly sheet: 1100;
        readonly dialog: 1200;
        readonly popover: 1300;
        readonly toast: 1400;
        readonly tooltip: 1500;
    };
    readonly sizes: {
        /** Minimum touch target (WCAG 2.5.5, platform guidelines). */
        readonly touchTarget: "44px";
        readonly pageMaxWidth: "1120px";
        readonly dialogSm: "400px";
        readonly dialogMd: "520px";
        readonly dialogLg: "720px";
        readonly sheet: "320px";
    };
    readonly transitions: {
        readonly fast: "120ms ease-out";
        readonly normal: "200ms ease-out";
    };
};
/** Token values widened to string/number, so another theme (tests, a future dark mode) can be typed as Theme. */
type Widen<T> = {
    readonly [K in keyof T]: T[K] extends string ? string : T[K] extends number ? number : Widen<T[K]>;
};
export type Theme = Widen<typeof tokens>;
export declare const theme: Theme;
export type ColorToken = keyof Theme['colors'];
export type SpaceToken = keyof Theme['space'];
export type FontSizeToken = keyof Theme['fontSizes'];
export {};
