// The one function of js-yaml this plugin uses (the package ships no types).
declare module "js-yaml" {
  export function load(source: string): unknown
}
