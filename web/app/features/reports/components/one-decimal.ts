/** One decimal place: short inline styles that print the same on the server and in the browser. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;
