// A list filtered by a date range (From, To: "YYYY-MM-DD", either may be empty).

/** A From date after the To date matches nothing: the form says so instead of showing an empty list. */
export const isReversedRange = (dateFrom: string, dateTo: string): boolean => dateFrom !== '' && dateTo !== '' && dateFrom > dateTo;
