/**
 * A dismissal remembered in browser storage until the id changes (the announcement bar). Starts
 * "dismissed" on the server and before hydration only when storage says so, to avoid a flash.
 */
import { useCallback, useEffect, useState } from "react"
import { readStorage, writeStorage } from "./storage"

export const DISMISS_STORAGE_KEY = "pollaris.announcement.dismissed"

export function isDismissed(storedId: string | null, currentId: string): boolean {
  return storedId === currentId
}

export function useDismissible(id: string): { dismissed: boolean; dismiss: () => void } {
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    setDismissed(isDismissed(readStorage(DISMISS_STORAGE_KEY), id))
  }, [id])
  const dismiss = useCallback(() => {
    writeStorage(DISMISS_STORAGE_KEY, id)
    setDismissed(true)
  }, [id])
  return { dismissed, dismiss }
}
