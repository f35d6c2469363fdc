export { Section, sectionTones, sectionWidths } from './Section';
export type { SectionProps, SectionTone, SectionWidth } from './Section';
export { SectionHeader, headingLevels, sectionHeaderAligns } from './SectionHeader';
export type { HeadingLevel, SectionHeaderAlign, SectionHeaderProps } from './SectionHeader';
