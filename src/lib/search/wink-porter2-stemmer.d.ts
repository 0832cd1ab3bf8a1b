declare module "wink-porter2-stemmer" {
  /** The Porter2 (English Snowball) stem of a lowercased word. */
  export default function stem(word: string): string
}
