/**
 * Options of every FlexSearch 0.6 index of the site: the build (gatsby-plugin-local-search) and the
 * browser must create their indexes alike. "strict" keeps one entry per whole word, which keeps the
 * index files small; prefixes are found through the index's vocabulary (see engine.ts). Words are
 * split exactly as tokenize.ts splits them, and stop words are left out.
 */
import { STOP_WORDS, WORD_SEPARATOR } from "./tokenize"

export const FLEXSEARCH_OPTIONS = {
  encode: "icase",
  tokenize: "strict",
  split: WORD_SEPARATOR,
  /* 2, not 1: with a single score slot FlexSearch 0.6 scores every word 0 and no longer skips a
     word repeated in a document, so each repetition would be stored again. */
  resolution: 2,
  threshold: 0,
  depth: 0,
  cache: false,
  async: false,
  filter: STOP_WORDS as string[],
} as const
