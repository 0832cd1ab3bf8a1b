/**
 * Ranking: title 5, content 1, tags 3, parent categories 2, exact words and trailing-wildcard prefixes, at most 8 per index and after merging, scored the way full-text engines do. Every query
 * word is matched against a section's title, content, tags and sidebar parent categories, exactly
 * and as a trailing-wildcard prefix, weighted 5/1/3/2, and:
 *  - a match counts by how rare the word is and how much of the field it makes up (BM25 per field:
 *    a word in 315 of 375 sections says little, one in 3 says a lot);
 *  - word forms meet through a stemmer (index and query alike), a prefix counts below the word
 *    itself, a reader's synonym below that, a word within a small edit distance (a typo) lowest,
 *    and only when the query word matches nothing;
 *  - sections matching more of the query's words come first (coordination);
 *  - page tags and sidebar categories belong to the page: they count on its first section only,
 *    and how rare they are is counted over pages;
 *  - remaining ties go to a title match, then the shorter section, then the page before its deep
 *    sections, then the route, never to the position in the index file.
 * At most `limit` results are kept, per index and again after merging, by score.
 */
export * from "./score-weights"
export * from "./score-prepare"
export * from "./score-plan"
export * from "./score-rank"
export { prepareIndex, type PreparedIndex } from "./index-view"
