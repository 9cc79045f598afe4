/** Spec 2: the search panel searches from three characters on. */
export const SEARCH_MIN_LENGTH = 3;
