// Why a feed row is refused (decision 143), as a code and its parameters: the screen says it in
// the interface's language (decision 230); `reasonText` keeps the English for API users and logs.

/** The parameters of a reason: the column, the value quoted, the numbers it cites. */
export type ReasonParams = Readonly<Record<string, string | number>>;

/** Each reason code with the English it stands for; the codes are keys of productFeed `rowReasons`. */
const ENGLISH = {
  columnCount: (p: ReasonParams) => `The row has ${s(p.cells)} columns; the header has ${s(p.columns)}.`,
  emptyValue: (p: ReasonParams) => `${s(p.column)} is empty.`,
  tooLong: (p: ReasonParams) => `${s(p.column)} is longer than ${s(p.limit)} characters.`,
  notAPrice: (p: ReasonParams) => `${s(p.column)} "${s(p.value)}" is not a number such as 12.99 or 12.99 GBP.`,
  notPositive: (p: ReasonParams) => `${s(p.column)} must be more than 0.`,
  saleAbovePrice: (p: ReasonParams) => `sale_price ${s(p.salePrice)} is more than price ${s(p.price)}.`,
  otherCurrency: () => 'sale_price is in another currency than price.',
  badAvailability: (p: ReasonParams) => `availability "${s(p.value)}" is not one of ${s(p.allowed)}.`,
  notAWebAddress: (p: ReasonParams) => `image link "${s(p.value)}" is not an http or https address.`,
  badGtin: (p: ReasonParams) => `gtin "${s(p.value)}" is not a valid GTIN (8, 12, 13 or 14 digits).`,
  repeatedProduct: (p: ReasonParams) => `product_id ${s(p.productId)} is already on line ${s(p.firstLine)}.`,
  invalidCsv: (p: ReasonParams) => `The row is not valid CSV: ${s(p.detail)}.`,
} as const;

export type RowReasonCode = keyof typeof ENGLISH;

/** A refused row's reason: what the screen translates, and the English kept beside it. */
export interface RowReason {
  readonly code: RowReasonCode;
  readonly params: ReasonParams;
  readonly text: string;
}

const s = (value: string | number | undefined): string => String(value ?? '');

export function rowReason(code: RowReasonCode, params: ReasonParams = {}): RowReason {
  return { code, params, text: ENGLISH[code](params) };
}
