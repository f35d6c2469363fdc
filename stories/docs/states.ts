/**
 * `parameters.pseudo` of a `States` story: storybook-addon-pseudo-states forces hover, keyboard
 * focus and pressed on the elements marked `data-state-demo="hover" | "focus" | "active"`.
 */
export const forcedStates = {
  hover: ['[data-state-demo="hover"]'],
  focusVisible: ['[data-state-demo="focus"]'],
  active: ['[data-state-demo="active"]'],
};
