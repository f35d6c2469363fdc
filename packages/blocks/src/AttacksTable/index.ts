export { AttacksTable } from './AttacksTable';
export type { AttackRecord, AttacksTableHeaders, AttacksTableProps } from './AttacksTable';
