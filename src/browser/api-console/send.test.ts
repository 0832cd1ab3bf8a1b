/**
 * @jest-environment node
 */
import { allowedByPolicy, describeFailure, sendRequest } from "./send"

const request = {
  method: "GET",
  url: "http://localhost:9201/polls/1",
  headers: [["Authorization", "Bearer t"]] as [string, string][],
}

/** A fetch that answers `cors` requests with `cors` and no-cors probes with `probe`. */
function fakeFetch(cors: () => Promise<Response>, probe: () => Promise<Response>) {
  return jest.fn((_url: string, init?: RequestInit) =>
    init?.mode === "no-cors" ? probe() : cors()
  ) as unknown as typeof fetch
}
const refused = () => Promise.reject(new TypeError("Failed to fetch"))
const opaque = () => Promise.resolve(new Response(null, { status: 200 }))

describe("sendRequest", () => {
  it("returns status, headers and body, with the token in the headers", async () => {
    const fetchImpl = fakeFetch(
      () =>
        Promise.resolve(
          new Response('{"id":"1"}', { status: 200, statusText: "OK", headers: { "content-type": "application/json" } })
        ),
      refused
    )
    let clock = 100
    const outcome = await sendRequest(request, { fetch: fetchImpl, now: () => (clock += 25) })
    expect(outcome).toEqual({
      ok: true,
      status: 200,
      statusText: "OK",
      headers: [["content-type", "application/json"]],
      body: '{"id":"1"}',
      durationMs: 25,
    })
    expect((fetchImpl as jest.Mock).mock.calls[0][1]).toMatchObject({
      method: "GET",
      headers: request.headers,
      credentials: "omit",
    })
  })

  it("tells a CORS refusal from an unreachable host with a no-cors probe", async () => {
    const cors = await sendRequest(request, { fetch: fakeFetch(refused, opaque) })
    expect(cors).toMatchObject({ ok: false, failure: { kind: "cors" } })
    const down = await sendRequest(request, { fetch: fakeFetch(refused, refused) })
    expect(down).toMatchObject({
      ok: false,
      failure: { kind: "unreachable", title: "Could not reach localhost:9201: the connection failed." },
    })
  })

  it("blames the Content Security Policy for a host it does not allow", async () => {
    const outcome = await sendRequest(
      { ...request, url: "https://api.other.example/x" },
      {
        fetch: fakeFetch(refused, refused),
        pageOrigin: "http://localhost:9200",
        allowedOrigins: ["https://pollaris.example/api/v1"],
      }
    )
    expect(outcome).toMatchObject({ ok: false, failure: { kind: "policy" } })
    const reported = await sendRequest(request, { fetch: fakeFetch(refused, opaque), blockedByPolicy: () => true })
    expect(reported).toMatchObject({ ok: false, failure: { kind: "policy" } })
  })

  it("stops at the timeout, and on cancel", async () => {
    jest.useFakeTimers()
    try {
      const hanging = jest.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
          )
      ) as unknown as typeof fetch
      const pending = sendRequest(request, { fetch: hanging, timeoutMs: 5000 })
      jest.advanceTimersByTime(5000)
      expect(await pending).toMatchObject({
        ok: false,
        failure: {
          kind: "timeout",
          title: "No answer from localhost:9201 within 5 seconds, so the request was stopped.",
        },
      })
      const controller = new AbortController()
      const cancelled = sendRequest(request, { fetch: hanging, signal: controller.signal })
      controller.abort()
      expect(await cancelled).toMatchObject({ ok: false, failure: { kind: "cancelled" } })
    } finally {
      jest.useRealTimers()
    }
  })

  it("refuses a URL that is not complete", async () => {
    expect(
      await sendRequest({ ...request, url: "localhost:9201/x" }, { fetch: fakeFetch(refused, refused) })
    ).toMatchObject({ ok: false, failure: { kind: "invalid-url" } })
  })
})

describe("allowedByPolicy", () => {
  it("allows the site, loopback over http and the document's servers", () => {
    expect(allowedByPolicy("http://localhost:9201/x", "https://pollaris.example", [])).toBe(true)
    expect(allowedByPolicy("http://127.0.0.1:8080/x", "https://pollaris.example", [])).toBe(true)
    expect(allowedByPolicy("https://pollaris.example/docs/x", "https://pollaris.example", [])).toBe(true)
    expect(
      allowedByPolicy("https://sandbox.pollaris.example/api", "https://pollaris.example", [
        "https://sandbox.pollaris.example/api/v1",
      ])
    ).toBe(true)
    expect(allowedByPolicy("https://evil.example/x", "https://pollaris.example", [])).toBe(false)
  })

  it("words every failure with what to try", () => {
    for (const kind of ["timeout", "cancelled", "cors", "unreachable", "policy", "invalid-url"] as const) {
      const failure = describeFailure(kind, "http://localhost:9201/x")
      expect(failure.title.length).toBeGreaterThan(10)
      expect(failure.advice.length).toBeGreaterThan(10)
    }
  })
})
