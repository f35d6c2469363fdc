export { Container, containerElements, containerWidths } from './Container';
export type { ContainerElement, ContainerProps, ContainerWidth } from './Container';
