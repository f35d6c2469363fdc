import { ArrowDown as arrowDown, ArrowUp as arrowUp, ArrowUpDown as arrowUpDown, Minus as minus } from 'lucide';
import { lucideIcon } from '../../utils/lucideIcon';

// The icons only DataTable draws: the direction of a sorted column and the mark of a partly checked box.
export const ArrowUp = /* @__PURE__ */ lucideIcon('arrow-up', arrowUp);
export const ArrowDown = /* @__PURE__ */ lucideIcon('arrow-down', arrowDown);
export const ArrowUpDown = /* @__PURE__ */ lucideIcon('arrow-up-down', arrowUpDown);
export const Minus = /* @__PURE__ */ lucideIcon('minus', minus);
