export const PREFERRED_VERSION_KEY = "pollaris.docs.preferredVersion"
