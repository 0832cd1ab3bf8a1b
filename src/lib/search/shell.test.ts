import { curlCommand } from "./shell"
import { operationPaths, readQuery } from "./tokenize"

describe("a script's variables in an address (operationPaths)", () => {
  it("drops the variable holding the API's address and reads variable segments as parameters", () => {
    expect(operationPaths('"$BASE/polls/$POLL_ID/close"')).toBe('"/polls/{POLL_ID}/close"')
    expect(operationPaths("${BASE_URL}/users/@me")).toBe("/users/@me")
    expect(operationPaths('f"{BASE}/guilds/{gid}/polls"')).toBe('f"/guilds/{gid}/polls"')
    expect(operationPaths("$API/guilds/${GUILD_ID}/restrictions/$ID")).toBe("/guilds/{GUILD_ID}/restrictions/{ID}")
  })

  it("leaves variables that are not part of a path alone", () => {
    expect(operationPaths("echo $POLLARIS_API_KEY")).toBe("echo $POLLARIS_API_KEY")
    expect(operationPaths("cost is $5 / month")).toBe("cost is $5 / month")
  })
})

describe("curlCommand", () => {
  it("reads a curl command as its method and path, without curl's options", () => {
    expect(curlCommand('curl -X POST "/polls/{POLL_ID}/close"')).toBe('"POST /polls/{POLL_ID}/close"')
    expect(curlCommand("curl -sS --request DELETE /polls/1251839906402717736")).toBe(
      "DELETE /polls/1251839906402717736"
    )
  })

  it("takes GET when no method is given, POST when the command sends data", () => {
    expect(curlCommand("curl /users/@me | jq .id")).toBe("GET /users/@me | jq .id")
    expect(curlCommand(`curl /polls -d '{"question":"Lunch?"}'`)).toBe(`POST /polls '{"question":"Lunch?"}'`)
  })

  it("drops the headers every call sends, and keeps a header written another way", () => {
    expect(
      curlCommand('curl -X POST /polls/1/close -H "Authorization: Bearer $KEY" -H "Content-Type: application/json"')
    ).toBe("POST /polls/1/close")
    expect(curlCommand('curl -H "Authorization: Token $KEY" /users/@me -> 401')).toBe(
      '"Authorization: Token $KEY" GET /users/@me -> 401'
    )
  })

  it("leaves text without a curl command with an API path as it is", () => {
    expect(curlCommand("create a poll with curl")).toBe("create a poll with curl")
    expect(curlCommand("curl -X POST")).toBe("curl -X POST")
    expect(curlCommand("POST /polls -X")).toBe("POST /polls -X")
  })
})

describe("a pasted curl command as a query", () => {
  const texts = (query: string) => readQuery(query).map((term) => term.text)

  it("searches the operation it calls, not curl's options or the usual headers", () => {
    expect(texts(`curl -X POST "$BASE/polls/$POLL_ID/close" -H "Authorization: Bearer $POLLARIS_API_KEY"`)).toEqual([
      "post /polls/{poll_id}/close",
    ])
    expect(texts(`curl "https://pollaris.example/api/v1/guilds/$GUILD_ID/roles" | jq '.data[]'`)).toEqual([
      "get /guilds/{guild_id}/roles",
      "jq",
      "data",
    ])
  })
})
