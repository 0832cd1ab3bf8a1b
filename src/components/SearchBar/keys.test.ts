import { searchKeyHandler, type SearchKeysState } from "./keys"
import type { SearchHit } from "../../hooks/useSearchIndex"

const hit = (n: number) => ({ href: `/docs/p${n}`, to: `/p${n}` }) as unknown as SearchHit
const key = (k: string, extra: object = {}) => ({ key: k, preventDefault: jest.fn(), ...extra }) as never

function state(over: Partial<SearchKeysState> = {}): SearchKeysState {
  return {
    panelOpen: true,
    hasQuery: true,
    query: "poll",
    hits: [hit(1), hit(2), hit(3)],
    active: 0,
    setActive: jest.fn(),
    open: jest.fn(),
    close: jest.fn(),
    clear: jest.fn(),
    collapse: jest.fn(),
    firstRecent: () => null,
    openResult: jest.fn(),
    ...over,
  }
}

describe("the search box's keys", () => {
  it("move the active result with the arrows, wrapping around", () => {
    const s = state()
    searchKeyHandler(s)(key("ArrowUp"))
    const update = (s.setActive as jest.Mock).mock.calls[0][0] as (i: number) => number
    expect(update(0)).toBe(2)
  })

  it("Escape closes the panel, then clears the query, then folds the field", () => {
    const open = state()
    searchKeyHandler(open)(key("Escape"))
    expect(open.close).toHaveBeenCalled()
    const closed = state({ panelOpen: false })
    searchKeyHandler(closed)(key("Escape"))
    expect(closed.clear).toHaveBeenCalled()
    const empty = state({ panelOpen: false, query: "", hasQuery: false })
    searchKeyHandler(empty)(key("Escape"))
    expect(empty.collapse).toHaveBeenCalled()
  })

  it("Enter opens the active result with its modifiers, or lets the form submit when none is open", () => {
    const s = state({ active: 1 })
    searchKeyHandler(s)(key("Enter", { ctrlKey: true }))
    expect(s.openResult).toHaveBeenCalledWith(hit(2), expect.objectContaining({ ctrlKey: true }))
    const submit = key("Enter")
    searchKeyHandler(state({ panelOpen: false }))(submit)
    expect((submit as { preventDefault: jest.Mock }).preventDefault).not.toHaveBeenCalled()
  })

  it("ArrowDown in an empty box goes into the recent searches", () => {
    const recent = { focus: jest.fn() } as unknown as HTMLElement
    searchKeyHandler(state({ panelOpen: false, hasQuery: false, query: "", firstRecent: () => recent }))(
      key("ArrowDown")
    )
    expect(recent.focus).toHaveBeenCalled()
  })
})
