import { Search as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Search = /* @__PURE__ */ lucideIcon('search', node);
