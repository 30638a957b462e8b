// What only signed-in screens show (Radix Switch and Progress, the gauge, the section card and
// label / value pairs): an entry of its own, so the sign-in screen's first load does not carry
// them (docs/performance.md, "Shared entries and budgets").
export { Gauge } from './components/gauge/gauge';
export type { GaugeMark, GaugeProps, GaugeTone } from './components/gauge/gauge';
export { ProgressBar } from './components/progress-bar/progress-bar';
export type { ProgressBarProps, ProgressTone } from './components/progress-bar/progress-bar';
export * from './components/switch/switch';
export { labelledValueStyles, LabelledValue, ValueList } from './components/labelled-value/labelled-value';
export { SectionCard } from './components/section-card/section-card';
export type { SectionCardProps } from './components/section-card/section-card';
