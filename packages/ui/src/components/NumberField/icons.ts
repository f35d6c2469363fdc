import { Minus as minusNode, Plus as plusNode } from 'lucide';
import { lucideIcon } from '../../utils/lucideIcon';

export const Minus = /* @__PURE__ */ lucideIcon('minus', minusNode);
export const Plus = /* @__PURE__ */ lucideIcon('plus', plusNode);
