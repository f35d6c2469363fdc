/** The card's French texts. */
export const messages = {
  colon: '\u00a0: ',
};
