export { Card, CardBody, CardFooter, CardHeader, CardLink, CardTitle, cardVariants } from './Card';
export type {
  CardBodyProps,
  CardFooterProps,
  CardHeaderProps,
  CardLinkProps,
  CardProps,
  CardTitleProps,
  CardVariant,
} from './Card';
