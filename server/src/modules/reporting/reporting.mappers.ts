/** What a `Report` parent really is: the checked range; each series resolves on its own. */
export interface Report {
  /** First month, 'YYYY-MM'. */
  from: string;
  /** Last month (included), 'YYYY-MM'. */
  to: string;
  /** Every month of the range, 'YYYY-MM', oldest first. */
  months: string[];
}
