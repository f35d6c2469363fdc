export {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardLink,
  CardSection,
  CardTitle,
  cardSizes,
  cardVariants,
} from './Card';
export type {
  CardBodyProps,
  CardFooterProps,
  CardHeaderProps,
  CardLinkProps,
  CardProps,
  CardSectionProps,
  CardSize,
  CardTitleProps,
  CardVariant,
} from './Card';
