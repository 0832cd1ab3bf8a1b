/** Browser entry: the persistent layout around every page, and global styles. */
import "./src/styles/global.css"

export { wrapPageElement } from "./src/wrap-page-element"
