/** `#rrggbb` as the browser computes it, `rgb(r, g, b)`: to compare a token with a computed style. */
export const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};
