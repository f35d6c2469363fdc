export { UnderConstruction, underConstructionHeadingLevels } from './UnderConstruction';
export type { UnderConstructionHeadingLevel, UnderConstructionProps } from './UnderConstruction';
