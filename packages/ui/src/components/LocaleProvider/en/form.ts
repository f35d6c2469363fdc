import type { Messages } from '../messages';

export const form: Messages['form'] = {
  errorSummaryOne: '{count} field to correct',
  errorSummaryOther: '{count} fields to correct',
};
