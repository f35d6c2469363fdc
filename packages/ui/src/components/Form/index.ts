export { Form, useFormContext } from './Form';
export type { FormOutput, FormProps } from './Form';
export { formValidityStates } from './constants';
export type { FormContextValue } from './FormContext';
export { formDataToValues, issuePathToName } from './values';
export type { FormControlElement, FormErrors, FormValidityState, FormValues } from './values';
